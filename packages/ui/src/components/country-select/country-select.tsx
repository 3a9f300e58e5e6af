import * as Dialog from '@radix-ui/react-dialog';
import * as Popover from '@radix-ui/react-popover';
import { useContext, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { WidgetContext } from '../../widget/widget-context';
import { CloseIcon } from '../icons';
import type { CountryOption } from './country-filter';
import { CountryListbox } from './country-listbox';
import { CountryTriggerLabel } from './country-trigger-label';
import styles from './country-select.module.css';

export interface CountrySelectProps {
  countries: readonly CountryOption[];
  /** The selected country's calling code, or null when none is selected. */
  callingCode: string | null;
  /** The selected country's ISO code (two countries may share a calling code). */
  iso?: string | null;
  onSelect: (country: CountryOption) => void;
  /** The button's id, for a `<label htmlFor>`. */
  id?: string;
  /** The id of the visible label that names the button ("Country code"). */
  labelId: string;
  invalid?: boolean;
  disabled?: boolean;
}

/** Below the widget's phone breakpoint the list opens in a dialog of its own (decision 137). */
export const PHONE_QUERY = '(max-width: 599.98px)';

const onPhone = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/**
 * The country-code selector (behaviour §4 "country selector open/closed"): a button showing the
 * country's flag and calling code ("🇬🇧 +44", or "Select"), named by its label and its value,
 * opening a searchable listbox: beside the button, or on a phone in a centred dialog with its
 * title and a close button. Escape closes either; focus goes back to the button.
 */
export function CountrySelect(props: CountrySelectProps) {
  const { countries, callingCode, iso = null, onSelect, id, labelId, invalid, disabled } = props;
  const { t, i18n } = useTranslation();
  // Inside the widget, its dialogs' place in its themed root; alone (a test), the body.
  const portalContainer = useContext(WidgetContext)?.portalContainer ?? undefined;
  const valueId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<'beside' | 'dialog' | null>(null);
  const selected = iso ?? countries.find((country) => country.callingCode === callingCode)?.iso;
  const choose = (country: CountryOption) => {
    onSelect(country);
    setOpen(null);
  };
  const listbox = (
    <CountryListbox countries={countries} selected={selected ?? null} onSelect={choose} />
  );
  const trigger = (
    <button
      ref={button}
      id={id}
      type="button"
      className={styles.trigger}
      aria-labelledby={`${labelId} ${valueId}`}
      aria-haspopup={open === 'dialog' ? 'dialog' : 'listbox'}
      data-invalid={invalid}
      disabled={disabled}
      onClick={(event) => {
        if (!onPhone()) return;
        // The popover's own handler, which would open it beside the button, stands aside.
        event.preventDefault();
        setOpen('dialog');
      }}
    >
      <CountryTriggerLabel callingCode={callingCode} iso={selected} valueId={valueId} />
    </button>
  );

  return (
    <>
      <Popover.Root
        open={open === 'beside'}
        onOpenChange={(next) => setOpen(next && !onPhone() ? 'beside' : null)}
      >
        <Popover.Trigger asChild>{trigger}</Popover.Trigger>
        <Popover.Content
          className={styles.popover}
          aria-label={t('common:countries')}
          align="start"
          sideOffset={6}
          collisionPadding={8}
        >
          {listbox}
        </Popover.Content>
      </Popover.Root>
      <Dialog.Root
        open={open === 'dialog'}
        onOpenChange={(next) => setOpen(next ? 'dialog' : null)}
      >
        <Dialog.Portal container={portalContainer}>
          <Dialog.Overlay className={styles.overlay} dir={i18n.dir()}>
            <Dialog.Content
              className={styles.sheet}
              aria-describedby={undefined}
              onOpenAutoFocus={(event) => {
                // The search, as beside the button; not the close button that comes first.
                event.preventDefault();
                (event.currentTarget as HTMLElement).querySelector('input')?.focus();
              }}
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                button.current?.focus();
              }}
            >
              <div className={styles.sheetHeader}>
                <Dialog.Title className={styles.sheetTitle}>{t('common:countryCode')}</Dialog.Title>
                <Dialog.Close className={styles.close} aria-label={t('common:close')}>
                  <CloseIcon />
                </Dialog.Close>
              </div>
              {listbox}
            </Dialog.Content>
          </Dialog.Overlay>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
