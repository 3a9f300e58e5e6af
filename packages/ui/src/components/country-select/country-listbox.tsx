import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { filterCountries, type CountryOption } from './country-filter';
import styles from './country-select.module.css';

interface CountryListboxProps {
  countries: readonly CountryOption[];
  selected: string | null;
  onSelect: (country: CountryOption) => void;
}

const STEP: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

const isListbox = (element: HTMLElement) => element.getAttribute('role') === 'listbox';

/** The search box and the filtered listbox; arrows move, Enter or a click selects. */
export function CountryListbox({ countries, selected, onSelect }: CountryListboxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const shown = filterCountries(countries, query);
  const activeIndex = Math.min(active, Math.max(shown.length - 1, 0));
  const optionId = (index: number) => `${id}-option-${index}`;

  // Shared by the search box and the list: the list is scrollable, so it is in the tab order
  // too, and works the same way once focused.
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const step = STEP[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const next = (activeIndex + step + shown.length) % Math.max(shown.length, 1);
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' || (event.key === ' ' && isListbox(event.currentTarget))) {
      event.preventDefault();
      const choice = shown[activeIndex];
      if (choice) onSelect(choice);
    }
  }

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
        aria-activedescendant={shown.length > 0 ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t('common:countries')}
        aria-activedescendant={shown.length > 0 ? optionId(activeIndex) : undefined}
        tabIndex={0}
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {shown.map((country, index) => (
          <li
            key={country.iso}
            id={optionId(index)}
            role="option"
            aria-selected={country.callingCode === selected}
            data-active={index === activeIndex}
            className={styles.option}
            onClick={() => onSelect(country)}
            onMouseMove={() => setActive(index)}
          >
            <span>{country.name}</span> <span dir="ltr">+{country.callingCode}</span>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className={styles.empty}>{t('common:searchEmpty')}</p> : null}
    </div>
  );
}
