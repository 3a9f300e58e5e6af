/**
 * Link-auth's screen (behaviour §2 "Mini-app authorisation page: accept and decline for login
 * and link", §4 link-auth; docs/decisions/089): shown when the person is logged in to Foyer in
 * the Mini App's web view. "Link Telegram to this account", the Telegram person and the
 * account it would be linked to, "Confirm it's you" (the password or a sent code, and the
 * authenticator code when on: decision 106), "Allow bot messages" (checked by default; Accept
 * waits while it is unchecked), Accept and Decline; then
 * "linked" with Continue, or the bind-failure dialog, or the expired dialog of 40004.
 */
import { useEffect, useId } from 'react';
import { TG_BIND_RESULTS } from '@foyer/contract';
import { Button } from '../components/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { TermsCheckbox } from '../flows/shared/fields/terms-checkbox.view';
import { FlowHeading } from '../flows/shared/flow-heading';
import styles from '../flows/shared/flow.module.css';
import { keyOf } from '../i18n/namespaces';
import { useTranslation } from '../i18n/use-translation';
import { AuthExpiredDialog } from './auth-expired-dialog.view';
import { useMiniApp } from './mini-app-context';
import type { MiniAppLinkController } from './use-mini-app-link';
import { MiniAppPersonView } from './mini-app-person.view';
import { ReauthFieldsView } from '../reauth/reauth-fields.view';
import { useReauthentication } from '../reauth/use-reauthentication';

/** The bind failures with a text of their own (behaviour §8); any other says the generic one. */
const OWN_TEXT: readonly string[] = [
  TG_BIND_RESULTS.telegramAlreadyBind,
  TG_BIND_RESULTS.relinkBybitAccountTip,
  TG_BIND_RESULTS.authFailureRelinkTip,
];

export function MiniAppLinkView({ link }: { link: MiniAppLinkController }) {
  const { t } = useTranslation();
  const { webApp } = useMiniApp();
  const { snapshot, send } = link;
  const { account, allowMessages, bindResult, reauthRefusal } = snapshot.context;
  const reauth = useReauthentication();
  const { refused } = reauth;
  // A refused password or code is said beside its field, which is emptied.
  useEffect(() => {
    if (reauthRefusal) refused(reauthRefusal);
  }, [reauthRefusal, refused]);
  const canConfirm = reauth.method !== null && reauth.method.factor !== 'none';
  const onAccept = () => {
    const proof = reauth.ready();
    if (proof) send({ type: 'ACCEPT', proof });
  };
  const accountLabelId = useId();
  const linkedId = useId();
  const busy = snapshot.matches('linking');
  const linked = snapshot.matches('linked');
  const reason = bindResult ?? '';

  return (
    <div className={styles.screen}>
      <FlowHeading subtitle={linked ? undefined : t('thirdParty:miniApp.link.intro')}>
        {t('thirdParty:miniApp.link.title')}
      </FlowHeading>
      <MiniAppPersonView person={webApp.initDataUnsafe.user} />
      <div role="group" className={styles.header} aria-labelledby={accountLabelId}>
        <p id={accountLabelId} className={styles.subtitle}>
          {t('thirdParty:miniApp.link.accountLabel')}
        </p>
        <p className={styles.subtitle}>
          {/* An e-mail or a phone number: isolated from the words around it (RTL). */}
          <bdi>
            <strong>{account}</strong>
          </bdi>
        </p>
      </div>
      {linked ? (
        <>
          <p id={linkedId} role="status">
            {t('loginDialogs:upgrade.bound')}
          </p>
          {/* Accept had the focus and is gone: it moves to Continue, which the line describes. */}
          <Button
            autoFocus
            aria-describedby={linkedId}
            className={styles.submit}
            onClick={() => send({ type: 'CONTINUE' })}
          >
            {t('loginDialogs:upgrade.continue')}
          </Button>
        </>
      ) : (
        <>
          <ReauthFieldsView reauth={reauth} />
          <TermsCheckbox
            checked={allowMessages}
            onChange={(allowed) => send({ type: 'ALLOW_MESSAGES_CHANGED', allowed })}
            customText={t('thirdParty:miniApp.allowBotMessages')}
          />
          <Button
            className={styles.submit}
            disabled={!allowMessages || busy || !canConfirm}
            busy={busy}
            onClick={onAccept}
          >
            {t('thirdParty:miniApp.accept')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => send({ type: 'DECLINE' })}>
            {t('thirdParty:miniApp.decline')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={snapshot.matches('refused')}
        title={t('loginDialogs:upgrade.title')}
        description={
          OWN_TEXT.includes(reason)
            ? t(keyOf('thirdParty', `miniApp.link.reasons.${reason}`))
            : t('thirdParty:miniApp.link.failed')
        }
        confirmLabel={t('loginDialogs:upgrade.continue')}
        onConfirm={() => send({ type: 'CONTINUE' })}
      />
      <AuthExpiredDialog
        open={snapshot.matches('expired')}
        onCloseApp={() => send({ type: 'CLOSE_APP' })}
        onDismiss={() => send({ type: 'DISMISS' })}
      />
    </div>
  );
}
