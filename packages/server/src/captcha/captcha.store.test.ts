import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { suiteStore } from '../test-support/suite-store.js';

describe.each(databases)('captcha uses on $name', (database) => {
  const { store } = suiteStore(database);

  it('a challenge is marked used once; the second mark is refused', async () => {
    expect(await store().captcha.markUsed('nonce-a', 2_000, 1_000)).toBe(true);
    expect(await store().captcha.markUsed('nonce-a', 2_000, 1_000)).toBe(false);
  });

  it('parallel marks of one challenge: exactly one wins', async () => {
    const marks = await Promise.all(
      Array.from({ length: 8 }, () => store().captcha.markUsed('nonce-b', 2_000, 1_000)),
    );
    expect(marks.filter(Boolean)).toHaveLength(1);
  });

  it('expired rows are pruned, other rows stay', async () => {
    await store().captcha.markUsed('nonce-old', 1_500, 1_000);
    await store().captcha.markUsed('nonce-new', 9_000, 1_000);
    await store().captcha.markUsed('nonce-c', 9_000, 5_000);
    const left = await store().db.selectFrom('captcha_uses').select('nonce').execute();
    expect(left.map((row) => row.nonce)).not.toContain('nonce-old');
    expect(left.map((row) => row.nonce)).toContain('nonce-new');
  });
});
