import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RET_CODES, waitlistConfirmCall } from '@foyer/contract';
import { createAppApi } from '../../api/app-api';
import { useApp } from '../../app-shell/app-context';
import { AppPage } from '../../app-shell/app-page';
import { usePageTitle } from '../../app-shell/use-page-title';
import '../qr-login/qr-login-page.css';

type WaitlistState = 'loading' | 'confirmed' | 'invalid' | 'failed';

/** A refused confirmation: a bad, unknown or expired link is "invalid", anything else failed. */
function stateOfRefusal(retCode: number): WaitlistState {
  const invalid = [RET_CODES.WAITLIST_LINK_INVALID.code, RET_CODES.INVALID_PARAMS.code];
  return invalid.includes(retCode) ? 'invalid' : 'failed';
}

/**
 * /{lang}/waitlist/confirm?token=…, the page the waitlist e-mail opens (double opt-in,
 * docs/decisions/033): opening it confirms the entry.
 */
export default function WaitlistConfirmPage() {
  const { t } = useTranslation();
  const { lang, ready } = useApp();
  const [params] = useSearchParams();
  const token = params.get('token');
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [state, setState] = useState<WaitlistState>(token ? 'loading' : 'invalid');
  usePageTitle('app:waitlist.title');

  useEffect(() => {
    if (!token) return;
    let live = true;
    void api.call(waitlistConfirmCall, { token }, { hideError: true }).then((outcome) => {
      if (live) setState(outcome.ok ? 'confirmed' : stateOfRefusal(outcome.retCode));
    });
    return () => {
      live = false;
    };
  }, [api, token]);

  if (!ready) return <AppPage>{null}</AppPage>;
  return (
    <AppPage>
      <section className="app-card qr-confirm">
        <h1>{t('app:waitlist.title')}</h1>
        <p role="status" aria-busy={state === 'loading' || undefined}>
          {t(`app:waitlist.${state}`)}
        </p>
      </section>
    </AppPage>
  );
}
