import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUCCESS_CODES, fail, isSuccess, normaliseEnvelope, ok } from './envelope.js';

describe('Success rule (behaviour §8)', () => {
  it('Success is ret_code 0', () => {
    expect(isSuccess(0)).toBe(true);
  });

  it('10007 also success-like', () => {
    expect(isSuccess(10007)).toBe(true);
  });

  it.each([-200, 1, 10006, 10016, 31002, 33003, 100070, 1007])(
    'Otherwise reject with ret_code and ret_msg — %i is not success',
    (code) => {
      expect(isSuccess(code)).toBe(false);
    },
  );

  it('Only 0 and 10007 are success', () => {
    expect([...SUCCESS_CODES].sort((a, b) => a - b)).toEqual([0, 10007]);
    fc.assert(
      fc.property(fc.integer(), (code) => {
        expect(isSuccess(code)).toBe(code === 0 || code === 10007);
      }),
    );
  });
});

describe('Envelope normalisation', () => {
  it('A snake-case envelope keeps ret_code, ret_msg, result, token and currentSite', () => {
    const body = {
      ret_code: 0,
      ret_msg: 'OK',
      result: { id: '42' },
      token: 'tok',
      currentSite: 'HKG',
    };
    expect(normaliseEnvelope(body)).toEqual(body);
  });

  it('camel-case retCode/retMsg are normalised to ret_code/ret_msg', () => {
    const envelope = normaliseEnvelope({ retCode: 31002, retMsg: 'wrong', result: { a: 1 } });
    expect(envelope).toMatchObject({ ret_code: 31002, ret_msg: 'wrong', result: { a: 1 } });
    expect(isSuccess(envelope!.ret_code)).toBe(false);
  });

  it('camel-case success answer is success once normalised', () => {
    const envelope = normaliseEnvelope({ retCode: 0, retMsg: 'OK' });
    expect(envelope?.ret_code).toBe(0);
    expect(isSuccess(envelope!.ret_code)).toBe(true);
  });

  it('the snake-case spelling wins when both are present', () => {
    const envelope = normaliseEnvelope({ ret_code: 0, retCode: 10016, ret_msg: 'OK', retMsg: 'x' });
    expect(envelope).toMatchObject({ ret_code: 0, ret_msg: 'OK' });
  });

  it('a missing message becomes the empty string', () => {
    expect(normaliseEnvelope({ ret_code: 10006 })).toMatchObject({ ret_code: 10006, ret_msg: '' });
  });

  it('unknown top-level fields pass through', () => {
    expect(normaliseEnvelope({ ret_code: 0, ret_msg: '', time_now: 1700000000000 })).toMatchObject({
      time_now: 1700000000000,
    });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', '<html>Bad gateway</html>'],
    ['a number', 42],
    ['an array', [{ ret_code: 0 }]],
    ['an empty object', {}],
    ['an object without a code', { ret_msg: 'OK', result: {} }],
    ['a string code', { ret_code: '0', ret_msg: 'OK' }],
    ['a fractional code', { ret_code: 1.5, ret_msg: 'OK' }],
    ['a non-string message', { ret_code: 0, ret_msg: 7 }],
  ])('-200 no body: a non-envelope body (%s) gives undefined', (_label, body) => {
    expect(normaliseEnvelope(body)).toBeUndefined();
  });
});

describe('Envelope helpers', () => {
  it('ok() builds a success envelope with its result', () => {
    const envelope = ok({ id: '1' }, { token: 't' });
    expect(envelope).toEqual({ ret_code: 0, ret_msg: 'OK', result: { id: '1' }, token: 't' });
    expect(isSuccess(envelope.ret_code)).toBe(true);
  });

  it('fail() builds a rejection with ret_code and ret_msg', () => {
    const envelope = fail(31002, 'wrong password', { pass_err_count: 3 });
    expect(envelope).toEqual({
      ret_code: 31002,
      ret_msg: 'wrong password',
      result: { pass_err_count: 3 },
    });
    expect(isSuccess(envelope.ret_code)).toBe(false);
  });

  it('every envelope built by ok() or fail() normalises to itself', () => {
    fc.assert(
      fc.property(fc.integer(), fc.string(), fc.jsonValue(), (code, msg, result) => {
        const built = code === 0 ? ok(result) : fail(code, msg, result);
        const roundTrip = normaliseEnvelope(JSON.parse(JSON.stringify(built)));
        expect(roundTrip?.ret_code).toBe(built.ret_code);
        expect(roundTrip?.ret_msg).toBe(built.ret_msg);
      }),
    );
  });
});
