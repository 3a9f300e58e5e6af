import { dateFormat } from '@foyer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useWidget } from '../../../widget/widget-context';
import type { LoginMachineView } from '../use-login';

/**
 * The over-limit dialog (31030): the account is locked until a time; or, past a ceiling of
 * wrong passwords (decision 105), until the person logs in on a device used before or resets
 * the password. Confirm closes it.
 */
export function OverLimitDialogView({ login }: { login: LoginMachineView }) {
  const { t } = useTranslation();
  const { lang } = useWidget();
  const { snapshot, send } = login;
  const step = snapshot.context.step;
  const lockedUntil = step?.kind === 'overLimit' ? step.lockedUntil : undefined;
  const stepUp = step?.kind === 'overLimit' ? step.stepUp : undefined;
  const time =
    lockedUntil === undefined
      ? undefined
      : dateFormat(lang, { date: 'medium', time: 'short' }).format(lockedUntil);
  return (
    <ConfirmDialog
      open={snapshot.matches('showingOverLimitDialog')}
      title={t('loginDialogs:overLimit.title')}
      description={
        stepUp === 'known_device_or_recovery'
          ? t('loginDialogs:overLimit.bodyKnownDevice')
          : stepUp === 'recovery'
            ? t('loginDialogs:overLimit.bodyRecovery')
            : time
              ? t('loginDialogs:overLimit.body', { time })
              : t('loginDialogs:overLimit.bodyLater')
      }
      onConfirm={() => send({ type: 'CONFIRM' })}
    />
  );
}
