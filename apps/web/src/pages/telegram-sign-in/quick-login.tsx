import { useEffect, useRef } from 'react';
import { useAutoLogin } from '@foyer/ui';
import { useAppTranslation } from '../../i18n/app-i18n';
import { telegramNameOf } from './telegram-sign-in-state';

/** Stands for the name while the sentence is translated; no translation contains it. */
const NAME_MARK = '\u2063';

/**
 * Telegram's fields have arrived (decision 072, behaviour §4 "auto-logs in after 3 s"): who is
 * logging in, and a countdown the widget's machine keeps; at zero, or on "Log in now", the
 * page signs in. Cancel stops it; "Log in now" still can.
 */
export function QuickLogin({ token, onLogIn }: { token: string; onLogIn: () => void }) {
  const { t } = useAppTranslation();
  const { phase, secondsLeft, cancel, logInNow } = useAutoLogin();
  const started = useRef(false);
  useEffect(() => {
    if (phase !== 'loggingIn' || started.current) return;
    started.current = true;
    onLogIn();
  }, [phase, onLogIn]);
  const name = telegramNameOf(token) || t('app:telegram.arrived.someone');
  // The name is isolated (`<bdi>`): a Latin name and its "(@username)" inside an Arabic
  // sentence would otherwise be reordered with the words around it. The sentence is translated
  // around a mark, so each language keeps its own word order.
  const [before, after = ''] = t('app:telegram.arrived.who', { name: NAME_MARK }).split(NAME_MARK);
  return (
    <>
      <h2>
        {before}
        <bdi>{name}</bdi>
        {after}
      </h2>
      <p role="status">
        {phase === 'cancelled'
          ? t('app:telegram.arrived.cancelled')
          : t('app:telegram.arrived.countdown', { seconds: secondsLeft })}
      </p>
      <div className="qr-confirm-actions">
        <button type="button" className="app-button" onClick={logInNow}>
          {t('app:telegram.arrived.logInNow')}
        </button>
        {phase === 'countingDown' ? (
          <button type="button" className="app-button app-button-quiet" onClick={cancel}>
            {t('app:telegram.arrived.cancel')}
          </button>
        ) : null}
      </div>
    </>
  );
}
