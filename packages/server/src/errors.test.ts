import { failureEnvelopeSchema } from '@foyer/contract/schemas';
import { describe, expect, it } from 'vitest';
import { answerProblems } from './http/answer-check.js';
import { domainErrorEnvelope, httpFailure, type DomainError } from './errors.js';

const NOW = Date.UTC(2026, 0, 1);

/** One error of every kind; the type makes a new kind without a sample fail to compile. */
const SAMPLES: { [K in DomainError['kind']]: Extract<DomainError, { kind: K }> } = {
  invalidParams: { kind: 'invalidParams', message: 'email: required' },
  notLoggedIn: { kind: 'notLoggedIn' },
  wrongPassword: { kind: 'wrongPassword', passErrCount: 3 },
  passwordLocked: { kind: 'passwordLocked', lockedUntil: NOW },
  passwordStepUp: { kind: 'passwordStepUp', reached: 'strangers' },
  codeInvalid: { kind: 'codeInvalid' },
  codeExpired: { kind: 'codeExpired' },
  codeTooManyTries: { kind: 'codeTooManyTries' },
  resendTooSoon: { kind: 'resendTooSoon', retryAfterMs: 30_000 },
  accountExists: { kind: 'accountExists' },
  captchaFailed: { kind: 'captchaFailed', reason: 'expired' },
  ipLimited: { kind: 'ipLimited', ip: '203.0.113.9' },
  phoneLimited: { kind: 'phoneLimited', ip: '203.0.113.9' },
  unsupportedJurisdiction: { kind: 'unsupportedJurisdiction' },
  hkUserOnOtherSite: { kind: 'hkUserOnOtherSite' },
  nonHkUserOnHkSite: { kind: 'nonHkUserOnHkSite' },
  accountBanned: { kind: 'accountBanned', selfHelp: true, bannedAt: NOW },
  accountTerminated: { kind: 'accountTerminated' },
  twoFactorCodeInvalid: { kind: 'twoFactorCodeInvalid' },
  twoFactorLocked: { kind: 'twoFactorLocked', lockedUntil: NOW },
  twoFactorAlreadyOn: { kind: 'twoFactorAlreadyOn' },
  twoFactorNotOn: { kind: 'twoFactorNotOn' },
  qrLoginExpired: { kind: 'qrLoginExpired' },
  subAccountNameTaken: { kind: 'subAccountNameTaken' },
  subAccountLimit: { kind: 'subAccountLimit', limit: 20 },
  subAccountNotAllowed: { kind: 'subAccountNotAllowed' },
  riskTokenInvalid: { kind: 'riskTokenInvalid' },
  referralCodeUnknown: { kind: 'referralCodeUnknown' },
  affiliateNoData: { kind: 'affiliateNoData' },
  affiliateGroupMismatch: { kind: 'affiliateGroupMismatch' },
  affiliateOpenInfoMissing: { kind: 'affiliateOpenInfoMissing' },
  telegramAuthFailed: { kind: 'telegramAuthFailed' },
  telegramSignInRefused: { kind: 'telegramSignInRefused', reason: 'stale' },
  miniAppAuthExpired: { kind: 'miniAppAuthExpired' },
  telegramOnlyWayIn: { kind: 'telegramOnlyWayIn' },
  telegramBoundElsewhere: { kind: 'telegramBoundElsewhere' },
  accountHasOtherTelegram: { kind: 'accountHasOtherTelegram' },
  registrationExpired: { kind: 'registrationExpired' },
  activationLinkInvalid: { kind: 'activationLinkInvalid' },
  registrationNotVerified: { kind: 'registrationNotVerified' },
  accountCreationUnderWay: { kind: 'accountCreationUnderWay' },
  signUpIpBanned: { kind: 'signUpIpBanned', ip: '203.0.113.9' },
  signUpCountryBanned: { kind: 'signUpCountryBanned', place: 'US' },
  waitlistEmailRefused: { kind: 'waitlistEmailRefused' },
  signUpRiskTokenInvalid: { kind: 'signUpRiskTokenInvalid' },
  signUpRiskNotPassed: { kind: 'signUpRiskNotPassed' },
  waitlistLinkInvalid: { kind: 'waitlistLinkInvalid' },
  wrongCodeBudgetSpent: { kind: 'wrongCodeBudgetSpent', retryAt: NOW },
  sendCapReached: { kind: 'sendCapReached', scope: 'target', retryAt: NOW },
  riskTokensTooMany: { kind: 'riskTokensTooMany', retryAt: NOW },
  referralChannelMismatch: { kind: 'referralChannelMismatch' },
  signUpChineseEmail: { kind: 'signUpChineseEmail' },
  qrNumberMismatch: { kind: 'qrNumberMismatch' },
  qrTwoFactorRequired: { kind: 'qrTwoFactorRequired' },
  qrApprovalsOverLimit: { kind: 'qrApprovalsOverLimit' },
  thirdPartyTokenRefused: { kind: 'thirdPartyTokenRefused', reason: 'replayed' },
  thirdPartyNotConfigured: { kind: 'thirdPartyNotConfigured' },
  thirdPartyAccountExists: {
    kind: 'thirdPartyAccountExists',
    linkTicket: 'a-ticket',
    email: 'ada@example.com',
  },
  thirdPartyUnlinkNeedsPassword: { kind: 'thirdPartyUnlinkNeedsPassword' },
  thirdPartyNotLinked: { kind: 'thirdPartyNotLinked' },
  thirdPartyLinkedElsewhere: { kind: 'thirdPartyLinkedElsewhere' },
  thirdPartyProviderAlreadyLinked: { kind: 'thirdPartyProviderAlreadyLinked' },
  thirdPartyChineseEmail: { kind: 'thirdPartyChineseEmail' },
  thirdPartyNoEmail: { kind: 'thirdPartyNoEmail' },
  thirdPartyNoAccount: { kind: 'thirdPartyNoAccount' },
  passwordSameAsCurrent: { kind: 'passwordSameAsCurrent' },
  thirdPartyOriginRefused: { kind: 'thirdPartyOriginRefused' },
  thirdPartyProviderUnavailable: { kind: 'thirdPartyProviderUnavailable' },
  oauthRequestNotFound: { kind: 'oauthRequestNotFound' },
  referralHidden: { kind: 'referralHidden' },
};

describe('The failure envelope of the contract describes the whole error catalogue', () => {
  it.each(Object.values(SAMPLES))('$kind answers a failure envelope', (error) => {
    expect(answerProblems(failureEnvelopeSchema, domainErrorEnvelope(error))).toEqual([]);
  });

  it('so does the per-IP send cap, the other scope of sendCapReached', () => {
    const ipScope = domainErrorEnvelope({ kind: 'sendCapReached', scope: 'ip', retryAt: NOW });
    expect(answerProblems(failureEnvelopeSchema, ipScope)).toEqual([]);
  });

  it.each([400, 404, 405, 413, 429, 500])('the framework’s HTTP %i answer too', (status) => {
    expect(answerProblems(failureEnvelopeSchema, httpFailure(status).envelope)).toEqual([]);
  });
});
