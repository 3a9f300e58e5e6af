import type { LegalLinksTable } from '@foyer/contract';

/**
 * The operator's legal addresses per site, set when the app is built (VITE_LEGAL_LINKS, checked
 * by build/legal-links-setting.ts; decision 128). Unset: the widget links the app's own pages.
 */
const raw = import.meta.env.VITE_LEGAL_LINKS as string | undefined;
export const LEGAL_LINKS: LegalLinksTable | undefined = raw ? JSON.parse(raw) : undefined;
