import type { CallContext } from '@foyer/contract';
import { translatorFor } from '../../i18n/create-i18n';
import { useTranslation } from '../../i18n/use-translation';
import { keyOf } from '../../i18n/namespaces';
import {
  visibleError,
  type CredentialsForm,
  type FieldName,
  type FieldRules,
} from './credentials-form';
import type { FieldRefusal } from './field-refusal';
import type { FormEvent } from './form-events';
import { refusalText } from './use-refusal-text';

/** What a field view needs: its value, its translated error, and the events it sends. */
export interface FieldBinding {
  value: string;
  error: string | null;
  /** The server's refusal of this field, kept until it is edited (field-refusal.ts). */
  refusal?: string | null;
  onValueChange: (value: string) => void;
  onBlur: () => void;
}

/** A flow's kept refusal, and the call context its words are read in. */
export interface BoundRefusal {
  refusal: FieldRefusal | null;
  context: CallContext;
}

/** Binds field views to a flow's form: values, errors and a kept refusal in, events out. */
export function useFieldBinding(
  form: CredentialsForm,
  send: (event: FormEvent) => void,
  rules: FieldRules,
  kept?: BoundRefusal,
): (field: FieldName) => FieldBinding {
  const { t, i18n } = useTranslation();
  const translate = translatorFor(i18n);
  return (field) => {
    const key = visibleError(form, field, rules);
    return {
      value: form[field],
      error: key ? t(keyOf('common', key)) : null,
      refusal: kept ? refusalText(kept.refusal, field, kept.context, translate) : null,
      onValueChange: (value) => send({ type: 'FIELD_CHANGED', field, value }),
      onBlur: () => send({ type: 'FIELD_BLURRED', field }),
    };
  };
}
