import { Suspense, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { TextField } from '../../../components/text-field';
import { lazyView } from '../../../components/lazy/lazy-view';
import type { FieldBinding } from '../use-field-binding';

interface EmailFieldProps extends FieldBinding {
  autoComplete: 'username' | 'email';
  readOnly?: boolean;
  /** The one "Email or mobile" field (username-field.view.tsx) is this field in other words. */
  label?: string;
  placeholder?: string;
  type?: 'email' | 'text';
}

// Fetched with the first "@": the first screen carries none of it (decision 136).
const EmailSuggestions = lazyView(() =>
  import('./email-suggestions.view').then((module) => module.EmailSuggestionsView),
);

/** The e-mail field, labelled "Email", with its host suggestions under it (behaviour §5). */
export function EmailField({ onBlur, label, placeholder, type, ...props }: EmailFieldProps) {
  const { t } = useTranslation();
  const field = useRef<HTMLDivElement>(null);
  return (
    <div ref={field}>
      <TextField
        {...props}
        label={label ?? t('common:email')}
        type={type ?? 'email'}
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        placeholder={placeholder ?? t('common:emailPlaceholder')}
        onBlur={onBlur}
      />
      {props.value.includes('@') && !props.readOnly ? (
        <Suspense fallback={null}>
          <EmailSuggestions
            value={props.value}
            onPick={(email) => {
              props.onValueChange(email);
              // The button goes with the suggestion: the visitor goes on in the field.
              field.current?.querySelector('input')?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
