import { describe, expect, it } from 'vitest';
import {
  KYC_PATH,
  arrivalFacts,
  destinationAfterSuccess,
  downloadAfterSignUp,
  downloadAfterSignUpOn,
} from './destination';
import type { ApiClient } from '../api/api-outcome';

const origin = 'https://www.provider.com';
const whitelist = ['provider.com'];

function arrive(search = '', referrer = '') {
  return arrivalFacts(origin, search, referrer);
}

describe('behaviour §2 destinations after a successful log-in or sign-up', () => {
  it('/{lang}/dashboard after log-in, ?newUser=true for a new user', () => {
    const login = {
      mode: 'login',
      lang: 'en',
      site: 'BYBIT',
      arrival: arrive(),
      whitelist,
    } as const;
    expect(destinationAfterSuccess(login)).toBe('/en/dashboard');
    expect(destinationAfterSuccess({ ...login, mode: 'register', lang: 'ar-SA' })).toBe(
      '/ar-SA/dashboard?newUser=true',
    );
  });

  it('the EU site or guide_complete_kyc goes to /user/accounts/auth/personal', () => {
    const base = { mode: 'login', lang: 'en', arrival: arrive(), whitelist } as const;
    expect(destinationAfterSuccess({ ...base, site: 'EU' })).toBe(KYC_PATH);
    expect(KYC_PATH).toBe('/user/accounts/auth/personal');
    const kyc = arrive('?guide_complete_kyc=true&redirect_url=/en/markets');
    expect(destinationAfterSuccess({ ...base, site: 'BYBIT', arrival: kyc })).toBe(KYC_PATH);
    expect(
      destinationAfterSuccess({ ...base, site: 'BYBIT', mode: 'register', arrival: kyc }),
    ).toBe(KYC_PATH);
  });

  it('a log-in follows redirect_url by the post-login redirect rule', () => {
    const base = { mode: 'login', lang: 'en', site: 'BYBIT', whitelist } as const;
    const same = arrive('?redirect_url=%2Fen%2Fdashboard%3Ffrom%3Dx');
    expect(destinationAfterSuccess({ ...base, arrival: same })).toBe('/en/dashboard?from=x');
    const own = arrive('?redirect_url=https://help.provider.com/a');
    expect(destinationAfterSuccess({ ...base, arrival: own })).toBe('https://help.provider.com/a');
    const foreign = arrive('?redirect_url=https://evil.com/a');
    expect(destinationAfterSuccess({ ...base, arrival: foreign })).toBe('/en/dashboard');
  });

  it('a log-in follows the referrer only on the provider’s own domains', () => {
    const base = { mode: 'login', lang: 'en', site: 'BYBIT' } as const;
    const arrival = arrive('', 'https://www.provider.com/en/markets');
    expect(destinationAfterSuccess({ ...base, arrival, whitelist })).toBe('/en/markets');
    expect(destinationAfterSuccess({ ...base, arrival, whitelist: undefined })).toBe(
      '/en/dashboard',
    );
  });

  it('a sign-up lands on the new-user dashboard, whatever redirect_url says', () => {
    const arrival = arrive('?redirect_url=/en/markets');
    const input = { mode: 'register', lang: 'en', site: 'BYBIT', arrival, whitelist } as const;
    expect(destinationAfterSuccess(input)).toBe('/en/dashboard?newUser=true');
  });
});

describe('behaviour §2 /{lang}/download: "mobile, when allowed" (decision 132)', () => {
  const arrival = arrive('?redirect_url=/en/markets');
  const base = { lang: 'pt-BR', site: 'BYBIT', arrival, whitelist } as const;

  it('a sign-up on a phone whose config allows it goes to the download page', () => {
    expect(destinationAfterSuccess({ ...base, mode: 'register', downloadAfterSignUp: true })).toBe(
      '/pt-BR/download',
    );
  });

  it('not allowed, the sign-up lands on the new-user dashboard', () => {
    expect(destinationAfterSuccess({ ...base, mode: 'register', downloadAfterSignUp: false })).toBe(
      '/pt-BR/dashboard?newUser=true',
    );
  });

  it('a log-in follows its redirect as before; the KYC page still wins over the download page', () => {
    expect(destinationAfterSuccess({ ...base, mode: 'login', downloadAfterSignUp: true })).toBe(
      '/en/markets',
    );
    const eu = { ...base, site: 'EU', mode: 'register', downloadAfterSignUp: true } as const;
    expect(destinationAfterSuccess(eu)).toBe(KYC_PATH);
  });
});

describe('the download page is "reached on mobile when the config allows" (decision 132)', () => {
  const allows = { download: { apk: 'https://x.example/a.apk', after_sign_up_on_phone: true } };
  const silent = { download: { apk: 'https://x.example/a.apk', after_sign_up_on_phone: false } };

  it('a phone (platform h5) whose site’s config allows it', () => {
    expect(downloadAfterSignUp('h5', allows)).toBe(true);
  });

  it('not a computer, not inside Telegram, not when the config is silent, missing or unread', () => {
    expect(downloadAfterSignUp('pc', allows)).toBe(false);
    expect(downloadAfterSignUp('tg_ios', allows)).toBe(false);
    expect(downloadAfterSignUp('h5', silent)).toBe(false);
    expect(downloadAfterSignUp('h5', {})).toBe(false);
    expect(downloadAfterSignUp('h5', null)).toBe(false);
  });

  it('the site’s web config is read only on a phone', async () => {
    const reads: string[] = [];
    const api = {
      call: async (call: { path: string }) => {
        reads.push(call.path);
        return { ok: true, result: { register_type: 'oldCode', ...allows } };
      },
    } as unknown as ApiClient;
    expect(await downloadAfterSignUpOn('pc', api)).toBe(false);
    expect(reads).toEqual([]);
    expect(await downloadAfterSignUpOn('h5', api)).toBe(true);
    expect(reads).toEqual(['/v3/config/web']);
  });
});
