import { useTranslation } from 'react-i18next';
import { REFERRAL_CODE_MAX_LENGTH } from '@foyer/contract';
import { TextField } from '../../../components/text-field';
import type { FieldBinding } from '../use-field-binding';

/** The optional referral code (at most 20 characters; SPEC §5). */
export function ReferralField({ onBlur, ...props }: FieldBinding & { readOnly?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      label={t('common:referralCode')}
      type="text"
      autoComplete="off"
      spellCheck={false}
      maxLength={REFERRAL_CODE_MAX_LENGTH}
      placeholder={t('common:referralPlaceholder')}
      onBlur={onBlur}
    />
  );
}
