/**
 * Sub-accounts (behaviour §1 "a sub-account login path exists besides main-account login", §6 main
 * versus sub-account login). Names and limits are ours: docs/decisions/020.
 */

/** A sub-account name: 6 to 16 letters or digits, compared without case. */
export const SUB_ACCOUNT_NAME_PATTERN = /^[A-Za-z0-9]{6,16}$/;
export const SUB_ACCOUNT_NAME_MIN_LENGTH = 6;
export const SUB_ACCOUNT_NAME_MAX_LENGTH = 16;
/** How many sub-accounts one main account may hold. */
export const SUB_ACCOUNT_LIMIT = 20;

/** Where the sub-account log-in page lives (behaviour §2 routes), below the language segment. */
export const SUB_ACCOUNT_LOGIN_PATH = '/app/user/sub-account-login';

/** null for a valid name, else the message key. */
export function validateSubAccountName(name: string): 'invalidSubAccountName' | null {
  return SUB_ACCOUNT_NAME_PATTERN.test(name) ? null : 'invalidSubAccountName';
}

/** Names are unique without case: 'Desk01' and 'desk01' are one name. */
export function normalizeSubAccountName(name: string): string {
  return name.toLowerCase();
}
