import { describe, expect, it } from 'vitest';
import { SANITISER_MAX_DEPTH, withoutEmpty } from './sanitise.js';

/** An object `levels` deep: {next: {next: … {leaf: 1}}}. */
function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: 1 };
  for (let level = 1; level < levels; level += 1) value = { next: value };
  return value;
}

function depthOf(value: unknown): number {
  let depth = 0;
  let current = value as Record<string, unknown> | undefined;
  while (current && typeof current === 'object') {
    depth += 1;
    current = current.next as Record<string, unknown> | undefined;
  }
  return depth;
}

describe('the sanitiser (behaviour §3 tracking fields, §9 "Sanitiser depth 255")', () => {
  it('removes empty, null or undefined values, also inside nested objects, and objects left empty', () => {
    expect(
      withoutEmpty({ a: '', b: null, c: undefined, d: 0, e: { f: '' }, g: { h: 1 }, i: [] }),
    ).toEqual({
      d: 0,
      g: { h: 1 },
      i: [],
    });
  });

  it(`keeps ${SANITISER_MAX_DEPTH} levels of nested objects and drops what lies deeper`, () => {
    expect(depthOf(withoutEmpty(nested(SANITISER_MAX_DEPTH)))).toBe(SANITISER_MAX_DEPTH);
    // One level more: the innermost object is past the depth, and each parent it leaves empty
    // is removed as empty.
    expect(withoutEmpty(nested(SANITISER_MAX_DEPTH + 1))).toEqual({});
    expect(withoutEmpty({ keep: 'me', deep: nested(10_000) })).toEqual({ keep: 'me' });
  });

  it('a value that holds itself ends at the depth instead of exhausting the stack', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const kept = withoutEmpty(cyclic);
    expect(kept).toMatchObject({ name: 'loop', self: { name: 'loop' } });
    expect(depthOf(JSON.parse(JSON.stringify(kept).replaceAll('"self"', '"next"')))).toBe(
      SANITISER_MAX_DEPTH,
    );
  });
});
