import { afterEach, describe, expect, it } from 'vitest';
import {
  deviceFingerprint,
  fingerprintSignals,
  forgetDeviceFingerprint,
} from './device-fingerprint';

const CHROME_130 =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const CHROME_131 = CHROME_130.replace('Chrome/130', 'Chrome/131');
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const laptop = {
  navigator: {
    userAgent: CHROME_130,
    platform: 'Linux x86_64',
    languages: ['en-GB', 'en'],
    hardwareConcurrency: 8,
    deviceMemory: 8,
    maxTouchPoints: 0,
  },
};

async function fingerprintOf(signals: typeof laptop) {
  forgetDeviceFingerprint();
  return deviceFingerprint(() => signals);
}

describe("the browser's fingerprint (decision 150)", () => {
  afterEach(forgetDeviceFingerprint);

  it('is 64 hex digits, the same for the same browser, made once a page', async () => {
    const first = await fingerprintOf(laptop);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await fingerprintOf(structuredClone(laptop))).toBe(first);
    const other = { navigator: { ...laptop.navigator, languages: ['ja-JP'] } };
    expect(await deviceFingerprint(() => other)).toBe(first);
  });

  it('stays through a browser update, which is the same browser', async () => {
    const first = await fingerprintOf(laptop);
    const updated = { navigator: { ...laptop.navigator, userAgent: CHROME_131 } };
    expect(await fingerprintOf(updated)).toBe(first);
  });

  it('differs for another browser, language list or machine', async () => {
    const first = await fingerprintOf(laptop);
    const others = [
      { navigator: { ...laptop.navigator, userAgent: FIREFOX } },
      { navigator: { ...laptop.navigator, languages: ['fr-FR'] } },
      { navigator: { ...laptop.navigator, hardwareConcurrency: 4 } },
      { navigator: { ...laptop.navigator, maxTouchPoints: 5, platform: 'iPhone' } },
    ];
    for (const other of others) expect(await fingerprintOf(other)).not.toBe(first);
  });

  it('reads the platform from user-agent client hints when the browser has them', () => {
    const hinted = { ...laptop.navigator, userAgentData: { platform: 'Linux' } };
    expect(fingerprintSignals({ navigator: hinted })[0]).toBe('Linux');
    expect(fingerprintSignals({})).toEqual(['', 'other', '', '', '', '']);
  });
});
