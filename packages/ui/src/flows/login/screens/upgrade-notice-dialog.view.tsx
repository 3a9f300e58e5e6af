import { UpgradeNoticeDialog } from '../../upgrade-notice/upgrade-notice.view';
import type { LoginMachineView } from '../use-login';

/**
 * The log-in's bind-failure (upgrade) notice (behaviour §4, §8): the shared notice, whose own
 * flow finishes it (decision 088); then the step it held back (signed in, or the site jump).
 * A provider's sign-in that made the account (use_thirdparty 1) is a sign-up: its words.
 */
export function UpgradeNoticeDialogView({ login }: { login: LoginMachineView }) {
  const { snapshot, send } = login;
  const { step } = snapshot.context;
  const notice = step?.kind === 'upgradeNotice' ? step : undefined;
  return (
    <UpgradeNoticeDialog
      open={snapshot.matches('showingUpgradeNotice')}
      bindResult={notice?.bindResult ?? ''}
      after={notice?.then.newUser ? 'signUp' : 'logIn'}
      onDone={() => send({ type: 'CONFIRM' })}
    />
  );
}
