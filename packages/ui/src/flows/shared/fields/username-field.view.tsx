import { useTranslation } from '../../../i18n/use-translation';
import type { Method } from '../credentials-form';
import type { FieldBinding } from '../use-field-binding';
import { EmailField } from './email-field.view';
import { CountryCodeField, type CountryCodeProps } from './phone-field.view';
import styles from './fields.module.css';

interface UsernameFieldProps extends FieldBinding, CountryCodeProps {
  /** What the value names now (`usernameMethod`): a phone brings the country code in front. */
  method: Method;
}

/**
 * One "Email or mobile" field (behaviour §5, the combined rule): digits make it a mobile number
 * with the country code in front of it, anything else an e-mail with its host suggestions. The
 * input keeps its place in the tree as the selector comes and goes, so typing never loses focus.
 */
export function UsernameField({
  method,
  countries,
  country,
  onCountry,
  countryInvalid,
  countryImplied,
  ...field
}: UsernameFieldProps) {
  const { t } = useTranslation();
  const withCountry = method === 'mobile' && !countryImplied;
  return (
    <div className={withCountry ? styles.phone : undefined}>
      {withCountry ? (
        <CountryCodeField
          countries={countries}
          country={country}
          onCountry={onCountry}
          countryInvalid={countryInvalid}
        />
      ) : null}
      <EmailField
        {...field}
        label={t('common:emailOrMobile')}
        placeholder={t('common:emailOrMobilePlaceholder')}
        type="text"
        autoComplete="username"
      />
    </div>
  );
}
