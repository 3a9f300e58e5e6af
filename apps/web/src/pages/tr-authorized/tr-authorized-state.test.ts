import { describe, expect, it } from 'vitest';
import { trAuthorizedState } from './tr-authorized-state';

describe('/{lang}/tr-authorized (behaviour §2 routes: type BIND_TR, LOGIN_TR or TR_KYC)', () => {
  it('LOGIN_TR and BIND_TR, opened as a popup, hand over to the server round trip', () => {
    expect(trAuthorizedState('LOGIN_TR', true)).toBe('handOver');
    expect(trAuthorizedState('BIND_TR', true)).toBe('handOver');
  });

  it('TR_KYC says identity verification is outside Foyer, opener or not', () => {
    expect(trAuthorizedState('TR_KYC', true)).toBe('kyc');
    expect(trAuthorizedState('TR_KYC', false)).toBe('kyc');
  });

  it('no opener, no type or another type starts nothing', () => {
    expect(trAuthorizedState('LOGIN_TR', false)).toBe('invalid');
    expect(trAuthorizedState(null, true)).toBe('invalid');
    expect(trAuthorizedState('login_tr', true)).toBe('invalid');
    expect(trAuthorizedState('GOOGLE', true)).toBe('invalid');
  });
});
