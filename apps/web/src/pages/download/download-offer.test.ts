import { describe, expect, it } from 'vitest';
import { downloadOffer } from './download-offer';

const PAGE = 'https://exchange.example/en/download';

describe('/{lang}/download shows the web config’s download part (decision 132)', () => {
  it('every link the operator set, App Store, Google Play, then the APK', () => {
    const offer = downloadOffer(
      {
        apk: 'https://exchange.example/app.apk',
        app_store: 'https://apps.apple.example/app',
        google_play: 'https://play.google.example/app',
        after_sign_up_on_phone: false,
      },
      PAGE,
    );
    expect(offer).toEqual({
      kind: 'app',
      links: [
        { kind: 'appStore', href: 'https://apps.apple.example/app' },
        { kind: 'googlePlay', href: 'https://play.google.example/app' },
        { kind: 'apk', href: 'https://exchange.example/app.apk' },
      ],
      qr: PAGE,
    });
  });

  it('the QR code holds the operator’s download address when set, else the page’s own', () => {
    const apk = { apk: 'https://exchange.example/app.apk', after_sign_up_on_phone: true };
    expect(downloadOffer({ ...apk, qr_url: 'https://get.example/' }, PAGE)).toMatchObject({
      links: [{ kind: 'apk' }],
      qr: 'https://get.example/',
    });
    expect(downloadOffer(apk, PAGE)).toMatchObject({ qr: PAGE });
  });

  it('no download part (or one without a link): "no app configured"', () => {
    expect(downloadOffer(undefined, PAGE)).toEqual({ kind: 'none' });
    expect(downloadOffer({ after_sign_up_on_phone: true }, PAGE)).toEqual({ kind: 'none' });
  });
});
