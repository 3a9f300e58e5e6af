import { useEffect, useState } from 'react';
import { TG_BIND_RESULTS } from '@foyer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { keyOf } from '../../../i18n/namespaces';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { loadWebConfig } from '../../../widget/web-config';
import { useWidget } from '../../../widget/widget-context';
import type { LoginMachineView } from '../use-login';

/**
 * The failures with a text of their own (behaviour §8 messaging bind failure codes); every other
 * name (1001, 1002, 1003, 10016, login1004, telegramLinkSystemError…) says the generic text.
 */
const OWN_TEXT: readonly string[] = [
  TG_BIND_RESULTS.telegramAlreadyBind,
  TG_BIND_RESULTS.relinkBybitAccountTip,
  TG_BIND_RESULTS.authFailureRelinkTip,
];

/** "Bind again" asks Telegram: only when the server names a bot. */
function useTelegramBotKnown(open: boolean): boolean {
  const { api } = useWidget();
  const [known, setKnown] = useState(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    void loadWebConfig(api).then((config) => {
      if (live) setKnown(Boolean(config?.telegram_bot_name && config.telegram_bot_id));
    });
    return () => {
      live = false;
    };
  }, [api, open]);
  return known;
}

/**
 * The bind-failure dialog of behaviour §4 and §8: the log-in worked but the Telegram account was
 * not linked; the text names why. Continue finishes the log-in; "Bind again" asks Telegram once
 * more and binds with the session just opened (decision 072). Untouched, the machine finishes
 * the log-in 2000 ms after it shows.
 */
export function UpgradeNoticeDialogView({ login }: { login: LoginMachineView }) {
  const { t } = useTranslation();
  const { snapshot, send } = login;
  const open = snapshot.matches('showingUpgradeNotice');
  const botKnown = useTelegramBotKnown(open);
  const { step } = snapshot.context;
  const reason = step?.kind === 'upgradeNotice' ? step.bindResult : '';
  const description = OWN_TEXT.includes(reason)
    ? t(keyOf('loginDialogs', `upgrade.reasons.${reason}`))
    : t('loginDialogs:upgrade.body');
  return (
    <ConfirmDialog
      open={open}
      title={t('loginDialogs:upgrade.title')}
      description={description}
      action={
        botKnown
          ? {
              label: t('loginDialogs:upgrade.bindAgain'),
              onClick: () => send({ type: 'BIND_AGAIN' }),
              busy: snapshot.matches({ showingUpgradeNotice: 'bindingAgain' }),
            }
          : undefined
      }
      confirmLabel={t('loginDialogs:upgrade.continue')}
      onConfirm={() => send({ type: 'CONFIRM' })}
    />
  );
}
