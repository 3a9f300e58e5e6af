/**
 * Where the widget keeps the risk token of a guided sign-in (behaviour §4 risk_token type guide,
 * decision 025): stored first on log-in, read by the account's security page to acknowledge
 * the "signed in from a new country" notice, then cleared.
 */
import { createLocalTokenStore, type TokenStore } from './token-store';

/** The localStorage key of the guide risk token. */
export const RISK_GUIDE_STORAGE_KEY = 'foyer_risk_guide';

export function createRiskGuideStore(): TokenStore {
  return createLocalTokenStore(RISK_GUIDE_STORAGE_KEY);
}
