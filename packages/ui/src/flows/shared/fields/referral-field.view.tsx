import { useId } from 'react';
import { REFERRAL_CODE_MAX_LENGTH } from '@foyer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import styles from '../../../components/text-field/field.module.css';
import { useTypedBeforeHydration } from '../../../components/text-field/use-typed-before-hydration';
import referralStyles from '../../register/referral/referral.module.css';
import { REFERRAL_STATUS, templateKey } from '../../register/referral/referral-verdict';
import { useReferralCheck } from '../../register/referral/use-referral-check';
import type { FieldBinding } from '../use-field-binding';

/**
 * The optional referral code (at most 20 characters; behaviour §5), checked by the server after
 * each change (behaviour §8 "Referral check"): an unknown code marks the input invalid and its
 * message describes it; a valid one is described by its template text.
 */
export function ReferralField({
  value,
  error,
  refusal,
  onValueChange,
  onBlur,
  readOnly,
}: FieldBinding & { readOnly?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  const ref = useTypedBeforeHydration(value, onValueChange);
  const { verdict } = useReferralCheck(value);
  const invalid = Boolean(error || refusal) || verdict.status === REFERRAL_STATUS.INVALID;

  let message = null;
  if (error || refusal) {
    // A refusal of the sign-up (42001, 47040) is read out by the live region below.
    message = <p className={styles.message}>{error || refusal}</p>;
  } else if (verdict.status === REFERRAL_STATUS.INVALID) {
    message = (
      <p className={referralStyles.verdict} data-status="invalid">
        <span className={referralStyles.status}>{t('referral:refCodeStatus1')}</span>{' '}
        {t('referral:refCodeErrorMsg1')}
      </p>
    );
  } else if (verdict.status === REFERRAL_STATUS.VALID) {
    const nickname = 'nickname' in verdict ? verdict.nickname : undefined;
    message = (
      <p className={referralStyles.verdict} data-status="valid">
        <span className={referralStyles.status}>{t('referral:refCodeStatus2')}</span>{' '}
        {nickname ? t('referral:tpl.affiliateNamed', { nickname }) : t(templateKey(verdict.tpl))}
      </p>
    );
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('common:referralCode')}
      </label>
      <div className={styles.control} data-invalid={invalid} data-readonly={readOnly && !invalid}>
        <input
          ref={ref}
          id={id}
          className={styles.input}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={REFERRAL_CODE_MAX_LENGTH}
          placeholder={t('common:referralPlaceholder')}
          value={value}
          // A code the server does not know is never locked: the visitor can correct or clear it.
          readOnly={readOnly && !invalid}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onValueChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
      {/* Always present, so the verdict is announced when it arrives. */}
      <div id={messageId} aria-live="polite">
        {message}
      </div>
    </div>
  );
}
