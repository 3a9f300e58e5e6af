import { useEffect, type RefObject } from 'react';
import type { CallContext } from '@foyer/contract';
import { refusalMessage, type Translate } from '../../api/refusal-message';
import { translatorFor } from '../../i18n/create-i18n';
import { useTranslation } from '../../i18n/use-translation';
import type { FieldRefusal, RefusedField } from './field-refusal';
import { focusFirstInvalid } from './focus-first-invalid';

/**
 * The words of a kept refusal when it concerns `field`, the ones the toast said (without its
 * code); null otherwise. `context` is the flow's call context (the attempts-left warning is
 * the log-in's).
 */
export function refusalText(
  refusal: FieldRefusal | null | undefined,
  field: RefusedField,
  context: CallContext,
  translate: Translate,
): string | null {
  if (refusal?.field !== field) return null;
  if ('key' in refusal) return translate(refusal.key) ?? null;
  return refusalMessage(refusal.answer, { context, translate }).text || null;
}

/** `refusalText` with the widget's translator. */
export function useRefusalText(
  refusal: FieldRefusal | null | undefined,
  field: RefusedField,
  context: CallContext,
): string | null {
  const { i18n } = useTranslation();
  return refusalText(refusal, field, context, translatorFor(i18n));
}

/**
 * A new refusal moves the focus to the field it marks invalid (the focus would otherwise stay
 * on the button the submit disabled, that is on the page's body).
 */
export function useFocusOnRefusal(
  form: RefObject<HTMLFormElement | null>,
  refusal: FieldRefusal | null | undefined,
): void {
  useEffect(() => {
    if (refusal && form.current) focusFirstInvalid(form.current);
  }, [form, refusal]);
}
