import { UpgradeNoticeDialog } from '../../upgrade-notice/upgrade-notice.view';
import type { LoginMachineView } from '../use-login';

/**
 * The log-in's bind-failure (upgrade) notice (behaviour §4, §8): the shared notice, whose own
 * flow finishes it (decision 088); then the step it held back (signed in, or the site jump).
 */
export function UpgradeNoticeDialogView({ login }: { login: LoginMachineView }) {
  const { snapshot, send } = login;
  const { step } = snapshot.context;
  return (
    <UpgradeNoticeDialog
      open={snapshot.matches('showingUpgradeNotice')}
      bindResult={step?.kind === 'upgradeNotice' ? step.bindResult : ''}
      after="logIn"
      onDone={() => send({ type: 'CONFIRM' })}
    />
  );
}
