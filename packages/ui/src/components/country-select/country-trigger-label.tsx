import { useTranslation } from '../../i18n/use-translation';
import { ChevronDownIcon } from '../icons';

/** What the selector's button shows: the calling code ("+44"), or "Select", and a chevron. */
export function CountryTriggerLabel({ callingCode }: { callingCode: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <span dir="ltr">{callingCode ? `+${callingCode}` : t('common:selectCountry')}</span>
      <ChevronDownIcon />
    </>
  );
}
