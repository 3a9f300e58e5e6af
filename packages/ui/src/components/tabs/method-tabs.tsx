import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styles from './method-tabs.module.css';
import { tabKeyTarget } from './tab-keys';

export interface MethodTab<V extends string> {
  value: V;
  label: string;
  content: ReactNode;
}

export interface MethodTabsProps<V extends string> {
  /** Names the tab list (e.g. "Log-in method"). */
  label: string;
  value: V;
  onValueChange: (value: V) => void;
  tabs: readonly MethodTab<V>[];
}

/**
 * Email / Mobile tabs: the ARIA Authoring Practices tabs pattern, activated on focus (decision
 * 054). The selected tab is the list's one Tab stop; arrows, Home and End move between tabs
 * (`tabKeyTarget`). Only the selected panel's content is rendered; the others are empty and
 * `hidden`, so `aria-controls` always names an element. With a single tab left (the other
 * hidden by an option) the content shows without a tab list. Panels carry no label of their
 * own, so a field labelled "Email" stays the only thing on the screen labelled "Email".
 */
export function MethodTabs<V extends string>(props: MethodTabsProps<V>) {
  const { label, value, onValueChange, tabs } = props;
  // Arrow keys follow the reading direction.
  const dir = useTranslation().i18n.dir();
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (tabs.length === 1) return <>{tabs[0]?.content}</>;

  // The selected tab is the Tab stop; the first, if the value names none of them.
  const tabStop = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );
  const select = (next: V) => {
    if (next !== value) onValueChange(next);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = tabKeyTarget(event, index, tabs.length, dir);
    if (target === null) return;
    event.preventDefault();
    // Focus selects (automatic activation): see onFocus.
    buttons.current[target]?.focus();
  };
  const onMouseDown = (event: MouseEvent, next: V) => {
    // A plain primary press selects at once; any other press neither selects nor focuses.
    if (event.button === 0 && !event.ctrlKey) select(next);
    else event.preventDefault();
  };

  return (
    <div dir={dir} data-orientation="horizontal" className={styles.root}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-orientation="horizontal"
        className={styles.list}
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-trigger-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${baseId}-content-${tab.value}`}
              data-state={selected ? 'active' : 'inactive'}
              data-orientation="horizontal"
              data-tab={tab.value}
              tabIndex={index === tabStop ? 0 : -1}
              className={styles.trigger}
              onMouseDown={(event) => onMouseDown(event, tab.value)}
              onClick={() => select(tab.value)}
              onFocus={() => select(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={`${baseId}-content-${tab.value}`}
            data-state={selected ? 'active' : 'inactive'}
            data-orientation="horizontal"
            hidden={!selected}
            tabIndex={-1}
            className={styles.panel}
          >
            {selected ? tab.content : null}
          </div>
        );
      })}
    </div>
  );
}
