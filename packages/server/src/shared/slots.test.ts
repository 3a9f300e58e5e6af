import { describe, expect, it } from 'vitest';
import { slots } from './slots.js';

/** A piece of work that ends when told to, recording when it started. */
function pieces(count: number) {
  const started: number[] = [];
  const finish: (() => void)[] = [];
  const fail: ((error: Error) => void)[] = [];
  const works = Array.from({ length: count }, (_, i) => () => {
    started.push(i);
    return new Promise<number>((resolve, reject) => {
      finish[i] = () => resolve(i);
      fail[i] = reject;
    });
  });
  return { started, finish, fail, works };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('slots', () => {
  it('runs at most its size at once, the rest in the order they came, as slots free up', async () => {
    const run = slots(2);
    const { started, finish, works } = pieces(5);
    const results = works.map((work) => run(work));
    await settled();
    expect(started).toEqual([0, 1]);
    finish[1]!();
    await settled();
    expect(started).toEqual([0, 1, 2]);
    finish[0]!();
    finish[2]!();
    await settled();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    finish[3]!();
    finish[4]!();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
  });

  it('a piece that fails frees its slot, and its caller gets the failure', async () => {
    const run = slots(1);
    const { started, finish, fail, works } = pieces(2);
    const failing = run(works[0]!);
    const next = run(works[1]!);
    await settled();
    expect(started).toEqual([0]);
    fail[0]!(new Error('broken'));
    await expect(failing).rejects.toThrow('broken');
    await settled();
    expect(started).toEqual([0, 1]);
    finish[1]!();
    expect(await next).toBe(1);
  });

  it('refuses a size that is not a whole number of at least one', () => {
    expect(() => slots(0)).toThrow();
    expect(() => slots(1.5)).toThrow();
  });
});
