import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styles from './method-tabs.module.css';

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
 * Email / Mobile tabs. With a single tab left (the other hidden by an option) the content
 * shows without a tab list. Panels carry no label of their own, so a field labelled
 * "Email" stays the only thing on the screen labelled "Email".
 */
export function MethodTabs<V extends string>(props: MethodTabsProps<V>) {
  const { label, value, onValueChange, tabs } = props;
  // Arrow keys follow the reading direction.
  const dir = useTranslation().i18n.dir();
  if (tabs.length === 1) return <>{tabs[0]?.content}</>;
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => onValueChange(next as V)}
      dir={dir}
      className={styles.root}
    >
      <Tabs.List aria-label={label} className={styles.list}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={styles.trigger}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          aria-labelledby={undefined}
          tabIndex={-1}
          className={styles.panel}
        >
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
