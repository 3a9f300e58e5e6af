/**
 * The referral field's server check (behaviour §5 "server-verified after each change with
 * debounce"): POST /s1/code/info 500 ms after the last change; a newer change cancels the
 * pending timer and aborts the request in flight, so a stale answer never shows.
 */
import { useEffect, useState } from 'react';
import { codeInfoCall } from '@foyer/contract';
import { useWidget } from '../../../widget/widget-context';
import {
  NO_VERDICT,
  REFERRAL_CHECK_DEBOUNCE_MS,
  checkAnswerOf,
  verdictOf,
  type ReferralVerdict,
} from './referral-verdict';

export interface ReferralCheck {
  verdict: ReferralVerdict;
  /** A check is waiting or under way for the current value. */
  checking: boolean;
}

export function useReferralCheck(code: string, enabled = true): ReferralCheck {
  const { api, lang } = useWidget();
  const trimmed = code.trim();
  const [state, setState] = useState<{ code: string; verdict: ReferralVerdict }>({
    code: '',
    verdict: NO_VERDICT,
  });

  useEffect(() => {
    if (!enabled || !trimmed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const payload = { code: trimmed, locale: lang };
      // A failed check shows no status (behaviour §8): no toast either.
      const options = { signal: controller.signal, hideError: true };
      void api.call(codeInfoCall, payload, options).then((outcome) => {
        if (controller.signal.aborted) return;
        setState({ code: trimmed, verdict: verdictOf(checkAnswerOf(outcome)) });
      });
    }, REFERRAL_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, lang, trimmed, enabled]);

  if (!enabled || !trimmed) return { verdict: NO_VERDICT, checking: false };
  // The verdict belongs to the value it was given for; a changed value has none yet.
  if (state.code !== trimmed) return { verdict: NO_VERDICT, checking: true };
  return { verdict: state.verdict, checking: false };
}
