import { describe, expect, it } from 'vitest';
import { normalizeSubAccountName, validateSubAccountName } from './sub-account.js';

describe('sub-account names (docs/decisions/020)', () => {
  it('are 6 to 16 letters or digits', () => {
    expect(validateSubAccountName('desk01')).toBeNull();
    expect(validateSubAccountName('Desk0123456789AB')).toBeNull();
    for (const bad of ['desk1', 'Desk01234567890AB', 'desk 01', 'desk-01', 'déskone', '']) {
      expect(validateSubAccountName(bad), bad).toBe('invalidSubAccountName');
    }
  });
  it('are compared without case', () => {
    expect(normalizeSubAccountName('Desk01')).toBe(normalizeSubAccountName('DESK01'));
  });
});
