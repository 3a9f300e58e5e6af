import { useRef, type FormEvent as ReactFormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { MethodTabs } from '../../../components/tabs';
import { useWidget } from '../../../widget/widget-context';
import { visibleMethods } from '../../login/login-method';
import { EmailField } from '../../shared/fields/email-field.view';
import { PhoneField } from '../../shared/fields/phone-field.view';
import { focusFirstInvalid } from '../../shared/focus-first-invalid';
import styles from '../../shared/flow.module.css';
import { useFieldBinding, type BoundRefusal } from '../../shared/use-field-binding';
import { useFocusOnRefusal } from '../../shared/use-refusal-text';
import type { CountryOption } from '../../../components/country-select';
import type { CountryChoice, CredentialsForm, FieldRules } from '../../shared/credentials-form';
import type { FormEvent } from '../../shared/form-events';

export interface AccountFieldsProps {
  form: CredentialsForm;
  send: (event: FormEvent | { type: 'SUBMIT' }) => void;
  rules: FieldRules;
  countries: readonly CountryOption[];
  countryImplied: boolean;
  methodsLabel: string;
  busy: boolean;
  submitText: string;
  /** Fields after the account (the password of self-unblock). */
  children?: ReactNode;
  /** The flow's kept refusal: said beside the field it concerns, which takes the focus. */
  kept?: BoundRefusal;
}

/** The e-mail / mobile tabs of log-in, as a form with one submit button. */
export function AccountFields(props: AccountFieldsProps) {
  const { form, send, rules, countries, countryImplied, methodsLabel, busy, submitText } = props;
  const { t } = useTranslation();
  const { options } = useWidget();
  const bind = useFieldBinding(form, send, rules, props.kept);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnRefusal(formRef, props.kept?.refusal);

  function onSubmit(event: ReactFormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'SUBMIT' });
    focusFirstInvalid(event.currentTarget);
  }

  const tabs = visibleMethods(options).map((method) => ({
    value: method,
    label: t(method === 'email' ? 'common:email' : 'common:mobile'),
    content:
      method === 'email' ? (
        <EmailField {...bind('email')} autoComplete="username" />
      ) : (
        <PhoneField
          {...bind('mobile')}
          countries={countries}
          country={form.country}
          onCountry={(country: CountryChoice) => send({ type: 'COUNTRY_SELECTED', country })}
          countryInvalid={form.submitted && form.country === null}
          countryImplied={countryImplied}
        />
      ),
  }));

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <MethodTabs
        label={methodsLabel}
        value={form.method}
        onValueChange={(method) => send({ type: 'METHOD_CHANGED', method })}
        tabs={tabs}
      />
      {props.children}
      <Button type="submit" className={styles.submit} busy={busy} disabled={busy}>
        {submitText}
      </Button>
    </form>
  );
}
