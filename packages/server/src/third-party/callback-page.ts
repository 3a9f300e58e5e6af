/**
 * The popup's last page (docs/decisions/061): it posts ONE message to `window.opener` with
 * the flow's origin as targetOrigin, then closes. Its one script is a constant, allowed by
 * its hash; the message rides in a JSON data block the script reads (never run, `<` escaped),
 * so no value is ever written into script or markup. Without an opener (or a flow to answer
 * to) it says that the first window goes on. It reads in the flow's language (the widget's when
 * the popup opened), or the browser's when no flow is named (Accept-Language), from the server's
 * catalogs (decision 078), right to left in Arabic.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { messageTexts } from '../messages/catalog.js';
import { escapeHtml, pageDirection, pageLanguage } from '../messages/page-language.js';
import type { CallbackAnswer } from './popup-flow.js';

const DATA_ID = 'foyer-thirdparty';
const NOTE_ID = 'foyer-thirdparty-note';

export const CALLBACK_SCRIPT =
  `(function(){var d=JSON.parse(document.getElementById('${DATA_ID}').textContent);` +
  `var o=window.opener;if(o&&d.origin){o.postMessage(d.message,d.origin);window.close();}` +
  `else{document.getElementById('${NOTE_ID}').hidden=false;}})();`;

const SCRIPT_HASH = `'sha256-${createHash('sha256').update(CALLBACK_SCRIPT).digest('base64')}'`;

/** Only its own script; nothing else loads, posts, frames it or is framed. */
export const CALLBACK_CSP = [
  "default-src 'none'",
  `script-src ${SCRIPT_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** JSON that cannot end the data block it sits in. */
const inertJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The page's language: the flow's, else the browser's first that the table knows. */
export const callbackLanguage = (answer: CallbackAnswer, acceptLanguage: string | undefined) =>
  answer.origin === undefined ? pageLanguage(undefined, acceptLanguage) : answer.language;

export function callbackPage(answer: CallbackAnswer, language: string): string {
  const { t } = messageTexts(language);
  // Only the message is posted; the language is the page's.
  const data =
    answer.origin === undefined ? {} : { origin: answer.origin, message: answer.message };
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${pageDirection(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="color-scheme" content="light dark">
<title>${escapeHtml(t('thirdPartyCallback.title'))}</title></head><body>
<script type="application/json" id="${DATA_ID}">${inertJson(data)}</script>
<p id="${NOTE_ID}" hidden>${escapeHtml(t('thirdPartyCallback.closeNote'))}</p>
<script>${CALLBACK_SCRIPT}</script>
</body></html>
`;
}

/**
 * Sends the page: never cached, no Referer to anything (it carries the id token), its own CSP,
 * and an opener policy that keeps `window.opener` (the widget's page).
 */
export function sendCallbackPage(
  reply: FastifyReply,
  answer: CallbackAnswer,
  acceptLanguage: string | undefined,
): FastifyReply {
  return reply
    .header('content-security-policy', CALLBACK_CSP)
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .header('cross-origin-opener-policy', 'unsafe-none')
    .type('text/html; charset=utf-8')
    .send(callbackPage(answer, callbackLanguage(answer, acceptLanguage)));
}
