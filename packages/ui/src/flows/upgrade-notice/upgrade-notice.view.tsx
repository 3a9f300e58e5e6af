import { useEffect, useState } from 'react';
import { TG_BIND_RESULTS } from '@foyer/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { keyOf } from '../../i18n/namespaces';
import { useTranslation } from '../../i18n/use-translation';
import { loadWebConfig } from '../../widget/web-config';
import { useWidget } from '../../widget/widget-context';
import { ReauthFieldsView } from '../../reauth/reauth-fields.view';
import { useReauthentication } from '../../reauth/use-reauthentication';
import { useUpgradeNotice } from './use-upgrade-notice';

/**
 * The failures with a text of their own (behaviour §8 messaging bind failure codes), after a
 * log-in and after a sign-up; every other name (1001, 1002, 1003, 10016, login1004,
 * telegramLinkSystemError…) says the general text. A new account cannot be bound to another
 * Telegram account: a sign-up has no text for relinkBybitAccountTip.
 */
const OWN_TEXT: Record<UpgradeNoticeProps['after'], readonly string[]> = {
  logIn: [
    TG_BIND_RESULTS.telegramAlreadyBind,
    TG_BIND_RESULTS.relinkBybitAccountTip,
    TG_BIND_RESULTS.authFailureRelinkTip,
  ],
  signUp: [TG_BIND_RESULTS.telegramAlreadyBind, TG_BIND_RESULTS.authFailureRelinkTip],
};

/** Where each case's texts are, under loginDialogs:upgrade. */
const TEXTS = { logIn: 'upgrade', signUp: 'upgrade.signUp' } as const;

export interface UpgradeNoticeProps {
  open: boolean;
  /** The answer's `tg_bind_result`. */
  bindResult: string;
  /** What worked although the bind did not: the text says so. */
  after: 'logIn' | 'signUp';
  /** The notice is done: the flow that showed it goes on. */
  onDone: () => void;
}

/** "Bind again" asks Telegram: only when the server names a bot. */
function useTelegramBotKnown(): boolean {
  const { api } = useWidget();
  const [known, setKnown] = useState(false);
  useEffect(() => {
    let live = true;
    void loadWebConfig(api).then((config) => {
      if (live) setKnown(Boolean(config?.telegram_bot_name && config.telegram_bot_id));
    });
    return () => {
      live = false;
    };
  }, [api]);
  return known;
}

/**
 * The bind-failure dialog of behaviour §4 and §8: the log-in or sign-up worked but the Telegram
 * account was not linked; the text names why. Its flow (upgrade-notice.machine.ts) runs while
 * it is open: Continue, or 2000 ms untouched, finishes; "Bind again" asks the person to confirm
 * it is them, then Telegram once more (decisions 072, 088, 106).
 */
export function UpgradeNoticeDialog(props: UpgradeNoticeProps) {
  return props.open ? <RunningUpgradeNotice {...props} /> : null;
}

function RunningUpgradeNotice({ bindResult, after, onDone }: UpgradeNoticeProps) {
  const { t } = useTranslation();
  const { snapshot, send } = useUpgradeNotice(bindResult, onDone);
  const botKnown = useTelegramBotKnown();
  const reauth = useReauthentication();
  const { refused } = reauth;
  const { bindResult: reason, reauthRefusal } = snapshot.context;
  // A refused password or code is said beside its field, which is emptied (decision 106).
  useEffect(() => {
    if (reauthRefusal) refused(reauthRefusal);
  }, [reauthRefusal, refused]);
  const confirming = snapshot.matches('confirmingIdentity') || snapshot.matches('bindingAgain');
  const texts = TEXTS[after];
  const description = confirming
    ? t('loginDialogs:upgrade.confirmIntro')
    : OWN_TEXT[after].includes(reason)
      ? t(keyOf('loginDialogs', `${texts}.reasons.${reason}`))
      : t(keyOf('loginDialogs', `${texts}.body`));
  const bind = () => {
    const proof = reauth.ready();
    if (proof) send({ type: 'BIND', proof });
  };
  const canConfirm = reauth.method !== null && reauth.method.factor !== 'none';
  return (
    <ConfirmDialog
      open
      title={t('loginDialogs:upgrade.title')}
      description={description}
      action={
        !botKnown
          ? undefined
          : confirming
            ? {
                label: t('loginDialogs:upgrade.bindConfirm'),
                onClick: bind,
                busy: snapshot.matches('bindingAgain'),
                disabled: !canConfirm,
              }
            : {
                label: t('loginDialogs:upgrade.bindAgain'),
                onClick: () => send({ type: 'BIND_AGAIN' }),
              }
      }
      confirmLabel={t('loginDialogs:upgrade.continue')}
      onConfirm={() => send({ type: 'CONFIRM' })}
    >
      {confirming ? <ReauthFieldsView reauth={reauth} /> : null}
    </ConfirmDialog>
  );
}
