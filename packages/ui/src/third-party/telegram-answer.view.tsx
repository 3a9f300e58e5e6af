/**
 * The first screen of the Telegram page's log-in flow (decision 072): the page has made the call
 * with Telegram's fields; this screen hands the answer to the log-in machine once, which shows
 * whatever it asks for (the authenticator code, security verification, a ban, the site jump,
 * the upgrade modal) and finishes as a log-in does. Back here (the step's back button, a
 * refusal), the person is offered the log-in page.
 */
import { useContext, useEffect, useRef } from 'react';
import { FlowHeading } from '../flows/shared/flow-heading';
import styles from '../flows/shared/flow.module.css';
import type { LoginMachineView } from '../flows/login/use-login';
import { useTranslation } from '../i18n/use-translation';
import { useWidget } from '../widget/widget-context';
import { TelegramAnswerContext } from './telegram-answer';

export function TelegramAnswerView({ login }: { login: LoginMachineView }) {
  const { t } = useTranslation();
  const { lang, navigate } = useWidget();
  const answer = useContext(TelegramAnswerContext);
  const { snapshot, send } = login;
  const routed = snapshot.context.step !== null;
  // Once, even when effects run twice: the answer is routed by its first hand-over.
  const handed = useRef(false);
  useEffect(() => {
    if (!answer || routed || handed.current) return;
    handed.current = true;
    const { token, outcome, userCode } = answer;
    const signUp = userCode ? { user_code: userCode } : undefined;
    send({ type: 'THIRD_PARTY_TOKEN', provider: 'telegram', token, signUp, answer: outcome });
  }, [answer, routed, send]);
  // Back on this screen after the answer was routed: the sign-in stopped on the way.
  const stopped = routed && snapshot.matches('collectingCredentials');
  return (
    <div className={styles.screen}>
      {/* The page's own title before the hand-over ("Continue with Telegram"): the person is
          on one page, which may sign them up as well as log them in. */}
      <FlowHeading>
        {t('thirdParty:continueWith', { provider: t('thirdParty:providers.telegram') })}
      </FlowHeading>
      <p role="status">
        {t(stopped ? 'thirdParty:telegramPage.stopped' : 'thirdParty:telegramPage.signingIn')}
      </p>
      {stopped ? (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => navigate(`/${lang}/login`)}
        >
          {t('thirdParty:telegramPage.backToLogIn')}
        </button>
      ) : null}
    </div>
  );
}
