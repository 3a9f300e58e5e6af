/** codes: what the other capabilities and the composition root may use (ARCHITECTURE.md). */
export {
  accountAddress,
  budgetKey,
  budgetOpen,
  claimSend,
  holderAddress,
  sendCapKey,
  sendTo,
  takeBudgetTry,
} from './code-budget.js';
export type { Address, BudgetOwner, BudgetPurpose } from './code-budget.js';
export {
  CODE_TTL_MS,
  addressOf,
  checkCode,
  checkRegisterCode,
  deliver,
  issueCode,
  sendRegisterCode,
  takeLinkTry,
  usedRegisterCode,
} from './codes.service.js';
export type { VerificationCode } from './codes.store.js';
export { accountExistsMessage, riskCodeMessage } from './messages.js';
export type { MessagePair } from './messages.js';
