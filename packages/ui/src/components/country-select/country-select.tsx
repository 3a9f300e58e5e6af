import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { CountryOption } from './country-filter';
import { CountryListbox } from './country-listbox';
import { CountryTriggerLabel } from './country-trigger-label';
import styles from './country-select.module.css';

export interface CountrySelectProps {
  countries: readonly CountryOption[];
  /** The selected country's calling code, or null when none is selected. */
  callingCode: string | null;
  onSelect: (country: CountryOption) => void;
  /** The button's id, for a `<label htmlFor>`. */
  id?: string;
  /** The id of the visible label that names the button ("Country code"). */
  labelId: string;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * The country-code selector (behaviour §4 "country selector open/closed"): a button showing the
 * calling code ("+44", or "Select"), opening a searchable listbox.
 */
export function CountrySelect(props: CountrySelectProps) {
  const { countries, callingCode, onSelect, id, labelId, invalid, disabled } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          className={styles.trigger}
          aria-labelledby={labelId}
          data-invalid={invalid}
          disabled={disabled}
        >
          <CountryTriggerLabel callingCode={callingCode} />
        </button>
      </Popover.Trigger>
      <Popover.Content
        className={styles.popover}
        aria-label={t('common:countries')}
        align="start"
        sideOffset={6}
        collisionPadding={8}
      >
        <CountryListbox
          countries={countries}
          selected={callingCode}
          onSelect={(country) => {
            onSelect(country);
            setOpen(false);
          }}
        />
      </Popover.Content>
    </Popover.Root>
  );
}
