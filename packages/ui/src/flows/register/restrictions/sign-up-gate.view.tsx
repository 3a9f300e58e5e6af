/**
 * The restriction dialogs of sign-up (behaviour §2 types 1–6), one at a time, for the state the
 * sign-up gate is in. Views only send events; the gate machine decides.
 */
import { useSelector } from '../../../machine/react';
import { useEffect, useState, type FormEvent as ReactFormEvent } from 'react';
import type { ActorRefFrom } from '../../../machine';
import { useTranslation } from '../../../i18n/use-translation';
import { keyOf } from '../../../i18n/namespaces';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextField } from '../../../components/text-field';
import { legalLinksFor } from '@foyer/contract';
import { SiteTerms } from '../consents/site-consents';
import { useWidget } from '../../../widget/widget-context';
import { loadWebConfig } from '../../../widget/web-config';
import type { ApiClient } from '../../../api/api-outcome';
import { providerName } from '../../../third-party/provider-names';
import { bannedPlacesList, placeName } from './place-names';
import styles from './restrictions.module.css';
import type { SignUpGateMachine } from './sign-up-gate.machine';

type GateActor = ActorRefFrom<SignUpGateMachine>;

/** `open`: the gate is running (register-flow.tsx loads this code then). */
export function SignUpGateView({ gate }: { gate: GateActor | undefined; open: boolean }) {
  if (!gate) return null;
  return <GateDialogs gate={gate} />;
}

/** The Turkish provider's name as its button says it (the server's TR_PROVIDER_NAME). */
function useTurkishProviderName(api: ApiClient): string | undefined {
  const [name, setName] = useState<string>();
  useEffect(() => {
    let live = true;
    void loadWebConfig(api).then((config) => {
      if (live) setName(config?.third_party?.tr_provider_name);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return name;
}

// Each dialog has its own key: a new dialog mounts afresh and takes the focus (Radix).
function GateDialogs({ gate }: { gate: GateActor }) {
  const { t } = useTranslation();
  const { lang, options, host, api } = useWidget();
  const trName = useTurkishProviderName(api);
  const snapshot = useSelector(gate, (s) => s);
  const { context } = snapshot;
  const send = gate.send;
  const cancel = () => send({ type: 'CANCEL' });
  const confirm = () => send({ type: 'CONFIRM' });
  const decline = () => send({ type: 'DECLINE' });

  if (snapshot.matches('declaringCountry') && context.provider) {
    // Dialog 6, the third-party register dialog (decision 086): the terms are ticked here, as
    // the provider's button skipped the form's boxes (the site's: three on TUR, decision 090);
    // then the same declaration as dialog 1.
    const provider = providerName(context.provider, t, trName);
    return (
      <ConfirmDialog
        key="thirdPartyRegister"
        open
        title={t('restrictions:thirdPartyRegister.title', { provider })}
        description={t('restrictions:declaration.body', { places: bannedPlacesList(lang, t) })}
        action={{
          label: t('common:confirm'),
          onClick: confirm,
          disabled: !context.terms.every(Boolean),
        }}
        confirmLabel={t('common:cancel')}
        onConfirm={cancel}
      >
        <SiteTerms
          site={host.site}
          checked={context.terms}
          onToggle={(box, accepted) => send({ type: 'TERMS_TOGGLED', box, accepted })}
          links={legalLinksFor(host.site, lang, options.legalLinks)}
          customText={options.acceptedTermsText}
        />
      </ConfirmDialog>
    );
  }
  if (snapshot.matches('declaringCountry')) {
    // Dialog 1 (decision 148): Confirm or "No", both towards the captcha; Escape is no answer.
    return (
      <ConfirmDialog
        key="declaration"
        open
        title={t('restrictions:declaration.title')}
        description={t('restrictions:declaration.body', { places: bannedPlacesList(lang, t) })}
        action={{ label: t('common:confirm'), onClick: confirm }}
        confirmLabel={t('restrictions:declaration.decline')}
        onConfirm={decline}
        onDismiss={cancel}
      />
    );
  }
  if (snapshot.matches('showingCountryBanned')) {
    const place = context.place ? placeName(context.place, lang, t) : '';
    return (
      <ConfirmDialog
        key="countryBanned"
        open
        title={t('restrictions:countryBanned.title')}
        description={
          place
            ? t('restrictions:countryBanned.body', { place })
            : t('restrictions:countryBanned.bodyNoPlace')
        }
        action={{
          label: t('restrictions:countryBanned.join'),
          onClick: () => send({ type: 'JOIN_WAITLIST' }),
        }}
        confirmLabel={t('common:cancel')}
        onConfirm={cancel}
      />
    );
  }
  if (snapshot.matches('enteringWaitlistEmail') || snapshot.matches('sendingFakeCode')) {
    const joining = snapshot.matches('sendingFakeCode');
    const submit = (event?: ReactFormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (!joining) send({ type: 'SUBMIT_WAITLIST' });
    };
    return (
      <ConfirmDialog
        key="waitlist"
        open
        title={t('restrictions:waitlist.title')}
        description={t('restrictions:waitlist.body')}
        action={{
          label: t('restrictions:waitlist.submit'),
          onClick: () => submit(),
          busy: joining,
        }}
        confirmLabel={t('common:cancel')}
        onConfirm={cancel}
      >
        <form noValidate onSubmit={submit}>
          <TextField
            label={t('common:email')}
            type="email"
            autoComplete="email"
            value={context.waitlistEmail}
            onValueChange={(value) => send({ type: 'WAITLIST_EMAIL_CHANGED', value })}
            error={context.waitlistError ? t(keyOf('common', context.waitlistError)) : null}
          />
        </form>
      </ConfirmDialog>
    );
  }
  if (snapshot.matches('joinedWaitlist')) {
    return (
      <ConfirmDialog
        key="joined"
        open
        title={t('restrictions:joined.title')}
        description={t('restrictions:joined.body', {
          email: `\u2068${context.fakeEmail ?? ''}\u2069`,
        })}
        onConfirm={confirm}
      />
    );
  }
  if (snapshot.matches('showingIpBan')) {
    return (
      <ConfirmDialog
        key="ipBanned"
        open
        title={t('restrictions:ipBanned.title')}
        description={
          context.ip
            ? t('restrictions:ipBanned.body', { ip: `\u2068${context.ip}\u2069` })
            : t('restrictions:ipBanned.bodyNoIp')
        }
        onConfirm={confirm}
      >
        <label className={styles.tip}>
          <input
            type="checkbox"
            checked={context.tipChecked}
            onChange={(event) => send({ type: 'TIP_TOGGLED', checked: event.target.checked })}
          />
          {t('restrictions:ipBanned.tip')}
        </label>
      </ConfirmDialog>
    );
  }
  if (snapshot.matches('showingChineseEmail')) {
    const chat = options.onOpenCustomerService;
    return (
      <ConfirmDialog
        key="chineseEmail"
        open
        title={t('restrictions:chineseEmail.title')}
        description={t('common:regNoticeContent')}
        onConfirm={confirm}
        action={
          chat
            ? {
                label: t('restrictions:chineseEmail.customerService'),
                onClick: () => send({ type: 'OPEN_CUSTOMER_SERVICE' }),
              }
            : undefined
        }
      />
    );
  }
  return null;
}
