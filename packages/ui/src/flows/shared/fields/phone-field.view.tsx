import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LazyCountrySelect, type CountryOption } from '../../../components/country-select';
import { TextField, fieldStyles } from '../../../components/text-field';
import type { CountryChoice } from '../credentials-form';
import type { FieldBinding } from '../use-field-binding';
import styles from './fields.module.css';

export interface CountryCodeProps {
  countries: readonly CountryOption[];
  country: CountryChoice | null;
  onCountry: (country: CountryChoice) => void;
  /** Marks the selector invalid (submit tried without a country). */
  countryInvalid: boolean;
  /** The site implies the country (Turkish site): no selector. */
  countryImplied: boolean;
}

type PhoneFieldProps = FieldBinding & CountryCodeProps;

/** The country-code selector ("Country code") in front of a phone number. */
export function CountryCodeField({
  countries,
  country,
  onCountry,
  countryInvalid,
}: Omit<CountryCodeProps, 'countryImplied'>) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <div className={fieldStyles.field}>
      <label id={labelId} htmlFor={`${id}-country`} className={fieldStyles.label}>
        {t('common:countryCode')}
      </label>
      <LazyCountrySelect
        id={`${id}-country`}
        countries={countries}
        callingCode={country?.callingCode ?? null}
        iso={country?.iso ?? null}
        onSelect={({ iso, callingCode }) => onCountry({ iso, callingCode })}
        labelId={labelId}
        invalid={countryInvalid}
      />
    </div>
  );
}

/** The country-code selector ("Country code") beside the mobile field ("Mobile"). */
export function PhoneField(props: PhoneFieldProps) {
  const { countries, country, onCountry, countryInvalid, countryImplied, onBlur, ...field } = props;
  const { t } = useTranslation();
  return (
    <div className={countryImplied ? undefined : styles.phone}>
      {countryImplied ? null : (
        <CountryCodeField
          countries={countries}
          country={country}
          onCountry={onCountry}
          countryInvalid={countryInvalid}
        />
      )}
      <TextField
        {...field}
        label={t('common:mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('common:mobilePlaceholder')}
        onBlur={onBlur}
      />
    </div>
  );
}
