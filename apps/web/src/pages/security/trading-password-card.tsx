import { useEffect, useId, useRef, useState } from 'react';
import { validatePassword } from '@foyer/contract';
import { useAppTranslation } from '../../i18n/app-i18n';
import { NewPasswordField } from '../../reauth/new-password-field';
import { ReauthDialog } from '../../reauth/reauth-dialog';
import { reauthProblemOf } from '../../reauth/reauth-proof';
import type { ReauthMethodHandle } from '../../reauth/use-reauth-method';
import type { TradingPasswordHandle } from './use-trading-password';

/** The section's anchor: the widget's "Set now" leads to `#trading-password` (decision 160). */
export const TRADING_PASSWORD_ANCHOR = 'trading-password';

interface Props {
  tradingPassword: TradingPasswordHandle;
  reauth: ReauthMethodHandle;
}

/**
 * "Trading password" (decision 160): whether one is set, or that support reset it; "Set" or
 * "Change" opens a dialog with the new one (the log-in password's rules, and not the log-in
 * password itself) that asks the holder to confirm it's them (decision 106). Arriving by the
 * anchor moves focus to the section, so a screen reader starts there.
 */
export function TradingPasswordCard({ tradingPassword, reauth }: Props) {
  const { t } = useAppTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { state, setPassword: save } = tradingPassword;
  const loaded = state.kind === 'loaded';

  useEffect(() => {
    if (loaded && window.location.hash === `#${TRADING_PASSWORD_ANCHOR}`) {
      heading.current?.scrollIntoView({ block: 'start' });
      heading.current?.focus();
    }
  }, [loaded]);

  if (state.kind === 'loading') return null;
  const isSet = loaded && state.set;
  const setLabel = isSet
    ? t('app:security.tradingPassword.change')
    : t('app:security.tradingPassword.set');
  return (
    <section id={TRADING_PASSWORD_ANCHOR} className="app-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="security-title">
        {t('app:security.tradingPassword.title')}
      </h2>
      {state.kind === 'failed' ? (
        <p role="alert">{t('app:security.problems.failed')}</p>
      ) : (
        <>
          {state.mustSet ? (
            <div className="app-notice">
              <p>{t('app:security.tradingPassword.mustSetBody')}</p>
            </div>
          ) : (
            <p className="app-muted">
              {state.set
                ? t('app:security.tradingPassword.setBody')
                : t('app:security.tradingPassword.noneBody')}
            </p>
          )}
          <button
            type="button"
            className="app-button"
            onClick={() => {
              setPassword('');
              setInvalid(false);
              setOpen(true);
            }}
          >
            {setLabel}
          </button>
          <p role="status" className="app-muted">
            {state.done ? t('app:security.tradingPassword.done') : null}
          </p>
        </>
      )}
      {open ? (
        <ReauthDialog
          title={setLabel}
          body={t('app:security.tradingPassword.dialogBody')}
          submitLabel={t('app:security.confirm')}
          reauth={reauth}
          beforeSubmit={() => {
            const bad = validatePassword(password) !== null;
            setInvalid(bad);
            return !bad;
          }}
          onSubmit={async (values, method) => {
            // One secret must not open both doors; the server refuses it too.
            if (method.factor === 'password' && values.password === password) {
              return t('app:security.tradingPassword.sameAsLogin');
            }
            const result = await save(password, method, values);
            if (result.ok) {
              setOpen(false);
              return null;
            }
            return reauthProblemOf(result.retCode) ?? t('app:security.problems.failed');
          }}
          onClose={() => setOpen(false)}
        >
          <NewPasswordField
            id={id}
            label={t('app:security.tradingPassword.newLabel')}
            value={password}
            onChange={setPassword}
            invalid={invalid}
          />
        </ReauthDialog>
      ) : null}
    </section>
  );
}
