import { useTranslation } from '../../i18n/use-translation';
import { keyOf } from '../../i18n/namespaces';
import {
  visibleError,
  type CredentialsForm,
  type FieldName,
  type FieldRules,
} from './credentials-form';
import type { FormEvent } from './form-events';

/** What a field view needs: its value, its translated error, and the events it sends. */
export interface FieldBinding {
  value: string;
  error: string | null;
  onValueChange: (value: string) => void;
  onBlur: () => void;
}

/** Binds field views to a flow's form: values and errors in, events out. */
export function useFieldBinding(
  form: CredentialsForm,
  send: (event: FormEvent) => void,
  rules: FieldRules,
): (field: FieldName) => FieldBinding {
  const { t } = useTranslation();
  return (field) => {
    const key = visibleError(form, field, rules);
    return {
      value: form[field],
      error: key ? t(keyOf('common', key)) : null,
      onValueChange: (value) => send({ type: 'FIELD_CHANGED', field, value }),
      onBlur: () => send({ type: 'FIELD_BLURRED', field }),
    };
  };
}
