import { ok } from '@foyer/contract';
import { answerSchema, defineSchemas } from '@foyer/contract/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { domainErrorEnvelope } from '../errors.js';
import { answerProblems } from './answer-check.js';

const schemas = defineSchemas({
  request: z.object({}),
  result: z.object({
    id: z.string(),
    note: z.string().optional(),
    tags: z.array(z.object({ name: z.string() })).optional(),
  }),
});
const answers = answerSchema(schemas);

describe('An answer is checked as the client reads it (decision 045)', () => {
  it('a success that fits its result schema has no problems', () => {
    expect(answerProblems(answers, ok({ id: 'a', tags: [{ name: 'x' }] }))).toEqual([]);
  });

  it('a session token and the account site may ride beside any success', () => {
    const answer = ok({ id: 'a' }, { token: 't', currentSite: 'BYBIT' });
    expect(answerProblems(answers, answer)).toEqual([]);
  });

  it('a failure of the error catalogue fits every call', () => {
    const wrong = domainErrorEnvelope({ kind: 'wrongPassword', passErrCount: 2 });
    expect(answerProblems(answers, wrong)).toEqual([]);
  });

  it('a wrong type is named by its path, never by its value', () => {
    const problems = answerProblems(answers, ok({ id: 12345 }));
    expect(problems).toEqual(['result.id: Invalid input: expected string, received number']);
    expect(problems.join()).not.toContain('12345');
  });

  it('a field the schema does not describe is a mismatch: the schema must tell all', () => {
    expect(answerProblems(answers, ok({ id: 'a', secret: 'x' }))).toEqual([
      'result.secret: not in the schema',
    ]);
    expect(answerProblems(answers, { ...ok({ id: 'a' }), extra: 1 })).toEqual([
      'extra: not in the schema',
    ]);
  });

  it('so is one deep inside an array', () => {
    expect(answerProblems(answers, ok({ id: 'a', tags: [{ name: 'x', more: 1 }] }))).toEqual([
      'result.tags[0].more: not in the schema',
    ]);
  });

  it('a value the schema would rewrite is a mismatch: answers go out as the handler made them', () => {
    const defaulted = answerSchema(
      defineSchemas({ request: z.object({}), result: z.object({ n: z.number().default(1) }) }),
    );
    expect(answerProblems(defaulted, ok({}))).toEqual(['result.n: added by the schema']);
  });

  it('an undefined field is read as the JSON reads it: absent', () => {
    expect(answerProblems(answers, ok({ id: 'a', note: undefined }))).toEqual([]);
  });

  it('a ret_code outside the catalogue is a mismatch', () => {
    const problems = answerProblems(answers, { ret_code: 12345, ret_msg: 'x', result: {} });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^ret_code: /);
  });

  it('a union result names the problem of the branch that came closest', () => {
    const either = answerSchema(
      defineSchemas({
        request: z.object({}),
        result: z.union([z.object({ uuid: z.string() }), z.object({ risk_token: z.string() })]),
      }),
    );
    expect(answerProblems(either, ok({ uuid: 7 }))).toEqual([
      'result.uuid: Invalid input: expected string, received number',
    ]);
  });
});
