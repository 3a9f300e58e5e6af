import { describe, expect, it } from 'vitest';
import { isSubmitDisabled } from './submit-disabled';

describe('behaviour §4: "Submit is disabled while terms are unchecked or, for a narkasa channel without preset e-mail, always"', () => {
  it('disabled while terms are unchecked, enabled once they are', () => {
    const facts = { registerChannel: undefined, presetEmail: undefined };
    expect(isSubmitDisabled({ ...facts, termsAccepted: false })).toBe(true);
    expect(isSubmitDisabled({ ...facts, termsAccepted: true })).toBe(false);
  });

  it('narkasa channel without preset e-mail: always disabled, terms or not', () => {
    for (const registerChannel of ['narkasa', 'Narkasa']) {
      expect(
        isSubmitDisabled({ termsAccepted: true, registerChannel, presetEmail: undefined }),
      ).toBe(true);
      expect(isSubmitDisabled({ termsAccepted: true, registerChannel, presetEmail: ' ' })).toBe(
        true,
      );
    }
  });

  it('narkasa channel with a preset e-mail, or another channel: the terms decide', () => {
    const narkasa = { registerChannel: 'narkasa', presetEmail: 'ada@example.com' };
    expect(isSubmitDisabled({ ...narkasa, termsAccepted: true })).toBe(false);
    expect(isSubmitDisabled({ ...narkasa, termsAccepted: false })).toBe(true);
    const other = { registerChannel: 'partner', presetEmail: undefined };
    expect(isSubmitDisabled({ ...other, termsAccepted: true })).toBe(false);
  });
});
