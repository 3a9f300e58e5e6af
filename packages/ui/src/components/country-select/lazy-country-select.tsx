import { lazy, Suspense } from 'react';
import type { CountrySelectProps } from './country-select';
import { CountryTriggerLabel } from './country-trigger-label';
import styles from './country-select.module.css';
import { chunkWithin } from '../lazy/chunk-within';

const CountrySelect = lazy(() =>
  chunkWithin(() => import('./country-select')).then((module) => ({
    default: module.CountrySelect,
  })),
);

/**
 * The country-code selector, loaded when a phone field is first shown (the e-mail tab is the
 * default): its listbox and the popover primitive stay out of the first visit (decision 047).
 * Until then the same button shows, busy and not yet usable.
 */
export function LazyCountrySelect(props: CountrySelectProps) {
  return (
    <Suspense fallback={<CountrySelectLoading {...props} />}>
      <CountrySelect {...props} />
    </Suspense>
  );
}

function CountrySelectLoading({ id, labelId, callingCode, iso, invalid }: CountrySelectProps) {
  return (
    <button
      id={id}
      type="button"
      className={styles.trigger}
      aria-labelledby={labelId}
      data-invalid={invalid}
      aria-busy="true"
      disabled
    >
      <CountryTriggerLabel callingCode={callingCode} iso={iso} />
    </button>
  );
}
