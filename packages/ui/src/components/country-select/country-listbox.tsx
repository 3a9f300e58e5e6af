import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { filterCountries, type CountryOption } from './country-filter';
import { CountryFlag } from './country-flag';
import {
  COUNTRY_LIST_PX,
  COUNTRY_ROW_PX,
  rowWindow,
  scrollTopCentring,
  scrollTopShowing,
} from './country-list-window';
import styles from './country-select.module.css';

interface CountryListboxProps {
  countries: readonly CountryOption[];
  /** The selected country's ISO code, or null. */
  selected: string | null;
  onSelect: (country: CountryOption) => void;
}

const STEP: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

const isListbox = (element: HTMLElement) => element.getAttribute('role') === 'listbox';

/**
 * The search box and the filtered listbox; arrows move, Enter or a click selects. The list is
 * a window of rows (country-list-window.ts) between two spacers that hold the room of the rows
 * left out: every option says its place in the whole list (`aria-posinset` of `aria-setsize`),
 * and the active one is always among those in the page.
 */
export function CountryListbox({ countries, selected, onSelect }: CountryListboxProps) {
  const { t } = useTranslation();
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const shown = filterCountries(countries, query);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      shown.findIndex((country) => country.iso === selected),
    ),
  );
  const [scrollTop, setScrollTop] = useState(() => scrollTopCentring(active, shown.length));
  const activeIndex = Math.min(active, Math.max(shown.length - 1, 0));
  const optionId = (index: number) => `${id}-option-${index}`;
  const { first, end } = rowWindow(shown.length, scrollTop);

  // The list's own scroll follows the state (opened on the selected country, moved by keys).
  useLayoutEffect(() => {
    if (list.current && list.current.scrollTop !== scrollTop) list.current.scrollTop = scrollTop;
  }, [scrollTop]);

  function moveTo(index: number) {
    setActive(index);
    setScrollTop((top) => scrollTopShowing(index, top));
  }

  // Shared by the search box and the list: the list is scrollable, so it is in the tab order
  // too, and works the same way once focused.
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const step = STEP[event.key];
    if (step !== undefined) {
      event.preventDefault();
      moveTo((activeIndex + step + shown.length) % Math.max(shown.length, 1));
    } else if (event.key === 'Enter' || (event.key === ' ' && isListbox(event.currentTarget))) {
      event.preventDefault();
      const choice = shown[activeIndex];
      if (choice) onSelect(choice);
    }
  }

  const activeDescendant = shown.length > 0 ? optionId(activeIndex) : undefined;
  return (
    <div className={styles.panel}>
      <label htmlFor={`${id}-search`} className={styles.searchLabel}>
        {t('common:search')}
      </label>
      <input
        id={`${id}-search`}
        className={styles.search}
        type="search"
        autoComplete="off"
        value={query}
        placeholder={t('common:searchPlaceholder')}
        aria-controls={`${id}-list`}
        aria-activedescendant={activeDescendant}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setScrollTop(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        ref={list}
        id={`${id}-list`}
        role="listbox"
        aria-label={t('common:countries')}
        aria-activedescendant={activeDescendant}
        tabIndex={0}
        className={styles.list}
        style={{ blockSize: Math.min(shown.length * COUNTRY_ROW_PX, COUNTRY_LIST_PX) }}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        onKeyDown={onKeyDown}
      >
        <Spacer rows={first} />
        {shown.slice(first, end).map((country, offset) => {
          const index = first + offset;
          return (
            <li
              key={country.iso}
              id={optionId(index)}
              role="option"
              aria-selected={country.iso === selected}
              aria-posinset={index + 1}
              aria-setsize={shown.length}
              data-active={index === activeIndex}
              className={styles.option}
              onClick={() => onSelect(country)}
              onMouseMove={() => setActive(index)}
            >
              <CountryFlag iso={country.iso} />
              <span className={styles.name}>{country.name}</span>{' '}
              <span className={styles.code} dir="ltr">
                +{country.callingCode}
              </span>
            </li>
          );
        })}
        <Spacer rows={shown.length - end} />
      </ul>
      {shown.length === 0 ? <p className={styles.empty}>{t('common:searchEmpty')}</p> : null}
    </div>
  );
}

/** The room of the rows left out of the page, so that the scroll bar is the whole list's. */
function Spacer({ rows }: { rows: number }) {
  if (rows <= 0) return null;
  return <li role="none" aria-hidden="true" style={{ blockSize: rows * COUNTRY_ROW_PX }} />;
}
