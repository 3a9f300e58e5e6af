import { describe, expect, it } from 'vitest';
import { withHidden } from './compliance-hide';

describe("the compliance config's 'hide' action (behaviour §6)", () => {
  it('hides the third-party, QR and referral blocks it names', () => {
    expect(withHidden({}, ['thirdParty', 'qrCode', 'referral'])).toMatchObject({
      hideThirdParty: true,
      hideQrCode: true,
      hideReferral: true,
    });
    expect(withHidden({}, ['qrCode'])).toMatchObject({
      hideThirdParty: false,
      hideQrCode: true,
      hideReferral: false,
    });
  });

  it("never shows a block the host's own option hides", () => {
    expect(withHidden({ hideReferral: true }, ['qrCode']).hideReferral).toBe(true);
  });

  it('nothing hidden: the options as given', () => {
    const options = { hideQrCode: false };
    expect(withHidden(options, [])).toBe(options);
  });
});
