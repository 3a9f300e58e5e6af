import { UpgradeNoticeDialog } from '../../upgrade-notice/upgrade-notice.view';
import type { RegisterController } from '../use-register';

/**
 * The sign-up's bind-failure (upgrade) notice (behaviour §4 "Third-party flow": "optional
 * Telegram-bind upgrade modal if bind not success, then complete"): the log-in's notice, with
 * the sign-up's texts; once its own flow is done the sign-up completes (decision 088).
 */
export function UpgradeNoticeView({
  open,
  register,
}: {
  open: boolean;
  register: Pick<RegisterController, 'snapshot' | 'send'>;
}) {
  const { step } = register.snapshot.context;
  return (
    <UpgradeNoticeDialog
      open={open}
      bindResult={step?.kind === 'upgradeNotice' ? step.bindResult : ''}
      after="signUp"
      onDone={() => register.send({ type: 'CONFIRM' })}
    />
  );
}
