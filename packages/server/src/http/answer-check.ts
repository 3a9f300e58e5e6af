/**
 * Every answer of a contract call is checked against its answer schema before it leaves
 * (decision 045). The check reads the answer as the client will (its JSON), and the answer
 * goes out exactly as the handler made it: a schema never strips or rewrites a field. A field
 * the schema does not describe, or a value it would change, is a mismatch like a wrong type.
 */
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

export interface AnswerMismatch {
  method: string;
  url: string;
  /** Where the answer and its schema disagree: paths and reasons, never the values. */
  problems: readonly string[];
}

/** Told of every mismatch as it happens (tests fail on one: test-support/answer-check.ts). */
export type MismatchListener = (mismatch: AnswerMismatch) => void;

/** A bug like any other: the error handler logs it and answers 10500 (http/failures.ts). */
export class AnswerMismatchError extends Error {
  readonly statusCode = 500;
  readonly code = 'FOYER_ANSWER_MISMATCH';

  constructor(readonly mismatch: AnswerMismatch) {
    const { method, url, problems } = mismatch;
    super(`the answer of ${method} ${url} does not fit its schema: ${problems.join('; ')}`);
    this.name = 'AnswerMismatchError';
  }
}

export function checkedSerializerCompiler(
  onMismatch?: MismatchListener,
): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    if (!(schema instanceof z.ZodType)) {
      throw new Error(`${method} ${url}: an answer schema must be a zod schema (http/route.ts)`);
    }
    return (data: unknown) => {
      // Stringified once: the text checked is the text sent.
      const json = JSON.stringify(data) ?? 'null';
      const problems = jsonProblems(schema, json);
      if (problems.length > 0) {
        const mismatch = { method, url, problems };
        onMismatch?.(mismatch);
        throw new AnswerMismatchError(mismatch);
      }
      return json;
    };
  };
}

/** Where an answer, as its JSON reads, does not fit a schema; empty when it fits. */
export function answerProblems(schema: z.ZodType, data: unknown): string[] {
  return jsonProblems(schema, JSON.stringify(data) ?? 'null');
}

function jsonProblems(schema: z.ZodType, json: string): string[] {
  const sent: unknown = JSON.parse(json);
  const read = schema.safeParse(sent);
  if (!read.success) return read.error.issues.map(describeIssue);
  return differences(sent, read.data, '');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const at = pathText(issue.path);
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return `${at}: ${issue.message}`;
  // The branch that came closest says the most: the others fail on their discriminator.
  const closest = issue.errors.reduce((best, next) => (next.length < best.length ? next : best));
  return closest
    .map((inner) => describeIssue({ ...inner, path: [...issue.path, ...inner.path] }))
    .join(', or ');
}

function differences(sent: unknown, read: unknown, path: string): string[] {
  if (isRecord(sent) && isRecord(read)) {
    const keys = new Set([...Object.keys(sent), ...Object.keys(read)]);
    return [...keys].flatMap((key) => {
      const at = path ? `${path}.${key}` : key;
      if (read[key] === undefined) return [`${at}: not in the schema`];
      if (sent[key] === undefined) return [`${at}: added by the schema`];
      return differences(sent[key], read[key], at);
    });
  }
  if (Array.isArray(sent) && Array.isArray(read) && sent.length === read.length) {
    return sent.flatMap((item, index) => differences(item, read[index], `${path}[${index}]`));
  }
  return Object.is(sent, read) ? [] : [`${path || '(answer)'}: changed by the schema`];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pathText = (path: readonly PropertyKey[]) =>
  path.length === 0 ? '(answer)' : path.map(String).join('.');
