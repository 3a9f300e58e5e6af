import { QrCode } from '@foyer/ui';
import { useAppTranslation } from '../../i18n/app-i18n';
import { CodeForm } from './code-form';
import { SecretKey } from './secret-key';
import type { useTwoFactor } from './use-two-factor';

type TwoFactor = ReturnType<typeof useTwoFactor>;

/** Google Authenticator: off (enable button), enabling (QR, secret, code), or on (disable). */
export function TwoFactorCard({ twoFactor }: { twoFactor: TwoFactor }) {
  const { t } = useAppTranslation();
  const { state, busy, begin, submitCode } = twoFactor;

  return (
    <section className="app-card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="security-title">
        {t('app:security.twoFactor')}
      </h2>
      {state.kind === 'off' ? (
        <>
          <p className="app-muted">{t('app:security.offBody')}</p>
          <button type="button" className="app-button" disabled={busy} onClick={() => void begin()}>
            {t('app:security.enable')}
          </button>
        </>
      ) : null}
      {state.kind === 'enabling' ? (
        <>
          <ol className="security-steps">
            <li>{t('app:security.stepScan')}</li>
            <li>{t('app:security.stepCode')}</li>
          </ol>
          <div className="security-qr">
            <QrCode link={state.otpauthUri} label={t('app:security.qrLabel')} />
          </div>
          <SecretKey secret={state.secret} />
          <CodeForm submitLabel={t('app:security.confirm')} busy={busy} onSubmit={submitCode} />
        </>
      ) : null}
      {state.kind === 'on' ? (
        <>
          <div className="app-notice">
            <p className="app-notice-title">{t('app:security.onTitle')}</p>
            <p>{t('app:security.onBody')}</p>
          </div>
          <p className="app-muted">{t('app:security.disableBody')}</p>
          <CodeForm submitLabel={t('app:security.disable')} busy={busy} onSubmit={submitCode} />
        </>
      ) : null}
    </section>
  );
}
