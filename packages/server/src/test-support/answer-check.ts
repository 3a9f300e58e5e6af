/**
 * In tests an answer that does not fit its schema fails the test that caused it (decision
 * 045), even when the test never reads that answer: apps built by buildTestApp report every
 * mismatch here, and answer-check.setup.ts fails any test that leaves one behind.
 */
import type { AnswerMismatch, MismatchListener } from '../http/answer-check.js';

const mismatches: AnswerMismatch[] = [];

export const recordMismatch: MismatchListener = (mismatch) => {
  mismatches.push(mismatch);
};

/** The mismatches recorded since the last call. */
export function takeMismatches(): AnswerMismatch[] {
  return mismatches.splice(0);
}
