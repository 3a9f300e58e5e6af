import { useTranslation } from '../../i18n/use-translation';
import { ChevronDownIcon } from '../icons';
import styles from './country-select.module.css';
import { CountryFlag } from './country-flag';

/**
 * What the selector's button shows: the country's flag and calling code ("🇬🇧 +44"), or
 * "Select", and a chevron. `valueId` names the value, so the button's name says it too.
 */
export function CountryTriggerLabel({
  callingCode,
  iso,
  valueId,
}: {
  callingCode: string | null;
  iso?: string | null;
  valueId?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <span id={valueId} dir="ltr" className={styles.value}>
        {callingCode && iso ? <CountryFlag iso={iso} /> : null}
        {callingCode ? `+${callingCode}` : t('common:selectCountry')}
      </span>
      <ChevronDownIcon />
    </>
  );
}
