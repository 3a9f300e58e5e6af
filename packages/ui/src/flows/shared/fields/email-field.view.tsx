import { useTranslation } from '../../../i18n/use-translation';
import { TextField } from '../../../components/text-field';
import type { FieldBinding } from '../use-field-binding';

interface EmailFieldProps extends FieldBinding {
  autoComplete: 'username' | 'email';
  readOnly?: boolean;
}

/** The e-mail field, labelled "Email". */
export function EmailField({ onBlur, ...props }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      label={t('common:email')}
      type="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      placeholder={t('common:emailPlaceholder')}
      onBlur={onBlur}
    />
  );
}
