import { useAppTranslation } from '../../i18n/app-i18n';
import { useApp } from '../../app-shell/app-context';
import { useCopy } from '../../app-shell/use-copy';
import { useReferralCode } from './use-referral-code';

/**
 * The dashboard's "Referral code": the account's own code, for friends to type at sign-up
 * or to reach through `/{lang}/register?ref=CODE` (docs/decisions/028).
 */
export function ReferralCodeSection() {
  const { t } = useAppTranslation();
  const { lang } = useApp();
  const state = useReferralCode(lang);
  const { copied, copy } = useCopy();

  return (
    // The code itself, not the section, is named by the heading: "Referral code" labels one thing.
    <section className="app-card referral-code">
      <h2 id="referral-code-title">{t('app:referral.title')}</h2>
      {state.kind === 'loading' ? (
        <p className="app-muted" aria-busy="true">
          {t('app:referral.loading')}
        </p>
      ) : state.kind === 'failed' ? (
        <p className="app-muted">{t('app:referral.failed')}</p>
      ) : (
        <>
          <p className="referral-code-row">
            <output className="referral-code-value" aria-labelledby="referral-code-title" dir="ltr">
              {state.code}
            </output>
            <button type="button" className="app-button" onClick={() => void copy(state.code)}>
              {t(copied ? 'app:referral.copied' : 'app:referral.copy')}
            </button>
          </p>
          <p className="app-muted">{t('app:referral.hint')}</p>
        </>
      )}
    </section>
  );
}
