import { describe, expect, it } from 'vitest';
import { nextStepFromLoginAnswer } from './login-answer';

describe('one pure function turns a login answer into the next step', () => {
  it('success without other flags: signed in, redirect', () => {
    expect(
      nextStepFromLoginAnswer({
        ok: true,
        result: { id: '7' },
        envelope: { ret_code: 0, ret_msg: '' },
      }),
    ).toEqual({ kind: 'signedIn', accountId: '7' });
  });
  it('pre_action 1: go to retrieve page', () => {
    expect(
      nextStepFromLoginAnswer({
        ok: true,
        result: { pre_action: 1 },
        envelope: { ret_code: 0, ret_msg: '' },
      }),
    ).toEqual({ kind: 'retrievePassword' });
  });
  it('31030: over-limit dialog with the unlock time', () => {
    expect(
      nextStepFromLoginAnswer({
        ok: false,
        retCode: 31030,
        retMsg: '',
        result: { locked_until: 5 },
      }),
    ).toEqual({ kind: 'overLimit', lockedUntil: 5 });
  });
  it('ban check: a self-help ban more than 24 h old goes to self-unblock', () => {
    const now = Date.UTC(2026, 0, 3);
    const banned = (selfHelp: boolean, hoursAgo: number) =>
      nextStepFromLoginAnswer(
        {
          ok: false,
          retCode: 31003,
          retMsg: '',
          result: { is_self_help_baned: selfHelp, baned_time: now - hoursAgo * 3_600_000 },
        },
        now,
      );
    expect(banned(true, 25)).toEqual({ kind: 'selfUnblock' });
    expect(banned(true, 23)).toEqual({ kind: 'refused', retCode: 31003 });
    expect(banned(false, 48)).toEqual({ kind: 'refused', retCode: 31003 });
  });
  it('any other refusal: stay, the wrapper has toasted', () => {
    expect(nextStepFromLoginAnswer({ ok: false, retCode: 31002, retMsg: '' })).toEqual({
      kind: 'refused',
      retCode: 31002,
    });
  });
});
