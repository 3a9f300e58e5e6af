/** Vitest set-up of the server project: no test may leave an answer that misfits its schema. */
import { afterEach, expect } from 'vitest';
import { takeMismatches } from './answer-check.js';

afterEach(() => {
  expect(takeMismatches(), 'answers that do not fit their schema (decision 045)').toEqual([]);
});
