import { lazyView } from '../components/lazy/lazy-view';
import { TelegramAnswerContext } from '../third-party/telegram-answer';
import type { TelegramAnswer } from '../third-party/telegram-sign-in';
import type { WidgetOptions } from '../widget/widget-options';
import { ThirdPartyShell } from './third-party-sign-in';

const TelegramAnswerView = lazyView(() =>
  import('../third-party/telegram-answer.view').then((module) => module.TelegramAnswerView),
);

/** Options of `TelegramSignIn`: the widget's, and the answer the page received. */
export interface TelegramSignInProps extends WidgetOptions {
  /** `signInWithTelegram`'s answer: the token and the server's success envelope. */
  answer: TelegramAnswer;
}

/**
 * The Telegram page's log-in flow (behaviour §4 "Third-party flow"; decision 072): the page has
 * signed in with Telegram's fields, and the answer goes through the log-in's own machine and
 * screens, as a "Continue with Telegram" press does: the authenticator code, security
 * verification, the ban check, the site jump, the upgrade modal, and the completion (without a
 * host `onSuccess`, at step two: decision 135). A shell, not a copy of the flow.
 *
 * @example
 * const outcome = await signInWithTelegram(api, { token });
 * if (outcome.kind === 'answered') render(<TelegramSignIn answer={outcome.answer} lang="en" />);
 */
export function TelegramSignIn({ answer, ...options }: TelegramSignInProps) {
  return (
    <TelegramAnswerContext.Provider value={answer}>
      <ThirdPartyShell options={options} firstScreen={TelegramAnswerView} />
    </TelegramAnswerContext.Provider>
  );
}
