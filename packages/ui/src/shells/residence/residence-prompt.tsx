/**
 * The residence prompt of behaviour §2 (docs/decisions/074), loaded after the first screen:
 * asks the IP info for the visitor's region group, looks the site's row up in
 * RESIDENCE_PROMPTS and the stored confirmation up in this browser, and shows the dialog when
 * it is due. Confirm stores the time; Cancel, Escape or closing go to the sister site.
 */
import {
  RESIDENCE_PROMPTS,
  ipInfoCall,
  residencePromptFor,
  type ResidencePrompt as Prompt,
} from '@foyer/contract';
import { useEffect, useState } from 'react';
import { loadLaterTexts } from '../../i18n/create-i18n';
import { homeUrl } from '../../widget/home-url';
import { useWidget } from '../../widget/widget-context';
import { ResidenceDialogView } from './residence-dialog.view';
import { confirmedAt, residencePromptDue, storeConfirmation } from './residence-store';

/** The texts could not be fetched: no dialog without its words; the next view asks again. */
const noPrompt = () => undefined;

/** The default export: `residence-slot.tsx` loads it with React's `lazy`. */
export default function ResidencePrompt() {
  const { api, host, options, lang, mode, navigate, track } = useWidget();
  const [prompt, setPrompt] = useState<{ due: Prompt; placeKnown: boolean } | null>(null);
  const site = host.site;

  useEffect(() => {
    // The sites that ask nobody need no look-up.
    if (!RESIDENCE_PROMPTS[site]) return;
    let current = true;
    // The dialog's texts are among those no first screen shows: they come before it opens.
    const asked = Promise.all([api.call(ipInfoCall, {}, { hideError: true }), loadLaterTexts()]);
    void asked.then(([outcome]) => {
      if (!current || !outcome.ok) return;
      const { code, group_country } = outcome.result;
      const due = residencePromptFor(site, group_country);
      if (due && residencePromptDue(due, confirmedAt(due.code), Date.now())) {
        // No country for the address: the dialog says so rather than "from outside".
        setPrompt({ due, placeKnown: code !== '' });
      }
    }, noPrompt);
    return () => {
      current = false;
    };
  }, [api, site]);

  if (!prompt) return null;
  const { due, placeKnown } = prompt;
  const confirm = () => {
    storeConfirmation(due.code, Date.now());
    setPrompt(null);
  };
  const cancel = () => {
    const origins: Readonly<Record<string, string | undefined>> = options.siteOrigins ?? {};
    const origin = origins[due.sister]?.replace(/\/+$/, '');
    if (origin) return navigate(`${origin}/${lang}/${mode}`);
    track({ name: 'residenceSisterSiteUnknown', targetSite: due.sister });
    navigate(homeUrl(lang));
  };
  return (
    <ResidenceDialogView
      open
      code={due.code}
      placeKnown={placeKnown}
      onConfirm={confirm}
      onCancel={cancel}
    />
  );
}
