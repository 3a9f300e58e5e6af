import { describe, expect, it } from 'vitest';
import { checkAnswerOf, templateKey, verdictOf } from './referral-verdict';

const result = (success: boolean, extra = {}) => ({
  scene: (success ? 2 : 0) as 0 | 2,
  tpl: success ? 'referral' : '',
  info: { success, ...extra },
});

describe('Referral check (behaviour §8)', () => {
  it('"false gives refCodeStatus1 and refCodeErrorMsg1": an unknown code is invalid (-1)', () => {
    const answer = checkAnswerOf({ ok: true, result: result(false), envelope: {} as never });
    expect(answer).toBe(false);
    expect(verdictOf(answer)).toEqual({ status: -1 });
  });

  it('"numeric result shows no status": -200 (no answer) and other ret_codes', () => {
    const failed = checkAnswerOf({ ok: false, retCode: -200, retMsg: '' });
    expect(failed).toBe(-200);
    expect(verdictOf(failed)).toEqual({ status: 0 });
    expect(verdictOf(10006)).toEqual({ status: 0 });
  });

  it('"otherwise refCodeStatus2 and template text": valid (1) with its template', () => {
    const answer = checkAnswerOf({ ok: true, result: result(true), envelope: {} as never });
    expect(verdictOf(answer)).toEqual({ status: 1, tpl: 'referral' });
    const named = { scene: 1 as const, tpl: 'affiliate', info: { success: true, nickname: 'Ada' } };
    expect(verdictOf(named)).toEqual({ status: 1, tpl: 'affiliate', nickname: 'Ada' });
  });

  it('templates map to their keys; an unknown template reads as a referral', () => {
    expect(templateKey('broker')).toBe('referral:tpl.broker');
    expect(templateKey('whatever')).toBe('referral:tpl.referral');
  });
});
