/**
 * Where "Forgot password?" and pre_action 1 lead (behaviour §2 /app/user/retrieve): in the
 * widget's language, with `from=oauth` in OAuth mode and `from=trustFirst` when the server
 * asked for a reset first (pre_action 1). The two never meet in one link: a required reset
 * is what the page must know, so trustFirst wins (docs/decisions/019).
 */
export const RETRIEVE_PASSWORD_PATH = '/app/user/retrieve';

export interface RetrieveLink {
  lang: string;
  /** pre_action 1: the password must be reset before logging in. */
  resetRequired?: boolean;
  /** The widget runs in OAuth mode (the `oauth` option). */
  oauth?: boolean;
}

export function retrievePasswordUrl({ lang, resetRequired, oauth }: RetrieveLink): string {
  const from = resetRequired ? 'trustFirst' : oauth ? 'oauth' : undefined;
  return `/${lang}${RETRIEVE_PASSWORD_PATH}${from ? `?from=${from}` : ''}`;
}
