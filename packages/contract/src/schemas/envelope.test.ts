import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_RET_CODES } from '../codes.js';
import { ok } from '../envelope.js';
import { defineSchemas } from './define.js';
import { answerSchema, failureEnvelopeSchema } from './envelope.js';

const failureOf = (code: number) => ({ ret_code: code, ret_msg: 'refused', result: {} });

describe('Answer schemas: the success envelope or a failure of the catalogue (decision 045)', () => {
  it('every failure code of the catalogue is a failure envelope', () => {
    const failures = ALL_RET_CODES.filter((row) => row.ui.kind !== 'success' && row.code > 0);
    for (const row of failures) {
      expect(failureEnvelopeSchema.safeParse(failureOf(row.code)).success, `${row.code}`).toBe(
        true,
      );
    }
  });

  it('success codes (0, 10007), the widget’s own -200 and unknown codes are not', () => {
    for (const code of [0, 10007, -200, 12345]) {
      expect(failureEnvelopeSchema.safeParse(failureOf(code)).success, String(code)).toBe(false);
    }
  });

  it('ret_code 0 must carry the call’s result: a wrong result is no failure in disguise', () => {
    const answers = answerSchema(
      defineSchemas({ request: z.object({}), result: z.object({ id: z.string() }) }),
    );
    expect(answers.safeParse(ok({ id: 'a' }, { token: 't' })).success).toBe(true);
    expect(answers.safeParse(ok({ id: 1 })).success).toBe(false);
    expect(answers.safeParse(ok({})).success).toBe(false);
  });
});
