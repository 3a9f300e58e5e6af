import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '../../routing/router';
import { RET_CODES, waitlistConfirmCall } from '@foyer/contract';
import { createAppApi } from '../../api/app-api';
import { useApp } from '../../app-shell/app-context';
import { ConfirmPage } from '../../app-shell/confirm-page';
import waitlist from '../../i18n/locales/en/app-pages/waitlist.json';
import { addPageTexts } from '../../i18n/app-i18n';

addPageTexts({ waitlist });

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
  const { lang } = useApp();
  const params = useSearchParams();
  const token = params.get('token');
  const api = useMemo(() => createAppApi(lang), [lang]);
  const [state, setState] = useState<WaitlistState>(token ? 'loading' : 'invalid');

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

  return (
    <ConfirmPage
      titleKey="app:waitlist.title"
      statusKey={`app:waitlist.${state}`}
      loading={state === 'loading'}
    >
      {null}
    </ConfirmPage>
  );
}
