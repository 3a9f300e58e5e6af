import { dateFormat } from '@foyer/contract';
import { keyOf, type WidgetT } from '../../../i18n/namespaces';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../components/confirm-dialog';
import { useWidget } from '../../../widget/widget-context';
import { shownAsPage, type LoginDialog } from '../login-refusal';
import type { LoginMachineView } from '../use-login';

type DialogText = Pick<ConfirmDialogProps, 'title' | 'description'> & { kyc?: boolean };

/** Ban and unban times are shown in UTC, whatever the visitor's zone (behaviour §4). */
function utcTime(lang: string, time: number): string {
  const formatted = dateFormat(lang, { date: 'medium', time: 'short', utc: true }).format(time);
  return `${formatted} (UTC)`;
}

/** Title and text of each dialog of the catalogue a refused log-in can show. */
function textOf(dialog: LoginDialog, t: WidgetT, lang: string): DialogText {
  switch (dialog.id) {
    case 'ipLimited':
    case 'phoneLimited':
      return {
        title: t(`loginDialogs:dialogs.${dialog.id}.title`),
        description: dialog.ip
          ? t(`loginDialogs:dialogs.${dialog.id}.body`, { ip: dialog.ip })
          : t(`loginDialogs:dialogs.${dialog.id}.bodyNoIp`),
      };
    case 'banned':
      return {
        title: t('loginDialogs:dialogs.banned.title'),
        description:
          dialog.unbanAt === undefined
            ? t('loginDialogs:dialogs.banned.bodyNoTime')
            : t('loginDialogs:dialogs.banned.body', { time: utcTime(lang, dialog.unbanAt) }),
      };
    case 'identityVerification':
      return {
        title: t('loginDialogs:dialogs.identityVerification.title'),
        description: t('loginDialogs:dialogs.identityVerification.body'),
        kyc: true,
      };
    case 'genericError': {
      const known = t(keyOf('errors', dialog.retCode), { defaultValue: '' });
      const message = known || dialog.message || t('errors:unknown');
      return {
        title: t('loginDialogs:dialogs.genericError.title'),
        description: `${dialog.retCode}: ${message}`,
      };
    }
    default:
      return {
        title: t(`loginDialogs:dialogs.${dialog.id}.title`),
        description: t(`loginDialogs:dialogs.${dialog.id}.body`),
      };
  }
}

/** The dialogs of behaviour §2 that a refused log-in shows (behaviour §8), one at a time. */
export function RefusalDialogView({ login }: { login: LoginMachineView }) {
  const { t } = useTranslation();
  const { lang, options } = useWidget();
  const { snapshot, send } = login;
  const step = snapshot.context.step;
  const open = snapshot.matches('showingRefusalDialog') && step?.kind === 'dialog';
  // A notice the host wants as a page takes the form's place instead (login-flow.tsx).
  if (!open || shownAsPage(step.dialog, options.ipLimitedDisplayType)) return null;
  const text = textOf(step.dialog, t, lang);
  return (
    <ConfirmDialog
      open
      title={text.title}
      description={text.description}
      confirmLabel={text.kyc ? t('common:cancel') : undefined}
      onConfirm={() => send({ type: 'CONFIRM' })}
      action={
        text.kyc
          ? {
              label: t('loginDialogs:dialogs.identityVerification.verify'),
              onClick: () => send({ type: 'VERIFY_IDENTITY' }),
            }
          : undefined
      }
    />
  );
}
