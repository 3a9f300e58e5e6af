import { describe, expect, it } from 'vitest';
import {
  KYC_PATH,
  STEP_TWO_PATH,
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

  it('demoAccount=true (demo login): the default page is the dashboard in demo trading (decision 131)', () => {
    const base = { mode: 'login', lang: 'de', site: 'BYBIT', whitelist } as const;
    expect(destinationAfterSuccess({ ...base, arrival: arrive('?demoAccount=true') })).toBe(
      '/de/dashboard?demoAccount=true',
    );
    expect(destinationAfterSuccess({ ...base, arrival: arrive('?demoAccount=false') })).toBe(
      '/de/dashboard',
    );
    // A redirect target the rule accepts still wins; the EU site's identity page still wins.
    const target = arrive('?demoAccount=true&redirect_url=%2Fde%2Fmarkets');
    expect(destinationAfterSuccess({ ...base, arrival: target })).toBe('/de/markets');
    const eu = { ...base, site: 'EU', arrival: arrive('?demoAccount=true') } as const;
    expect(destinationAfterSuccess(eu)).toBe(KYC_PATH);
    // A sign-up is never a demo log-in.
    const signUp = { ...base, mode: 'register', arrival: arrive('?demoAccount=true') } as const;
    expect(destinationAfterSuccess(signUp)).toBe('/de/dashboard?newUser=true');
  });

  it('a sign-up lands on the new-user dashboard, whatever redirect_url says', () => {
    const arrival = arrive('?redirect_url=/en/markets');
    const input = { mode: 'register', lang: 'en', site: 'BYBIT', arrival, whitelist } as const;
    expect(destinationAfterSuccess(input)).toBe('/en/dashboard?newUser=true');
  });
});

describe('decision 135: step two after a Telegram log-in or a third-party sign-up without a callback', () => {
  const base = { lang: 'en', site: 'BYBIT', arrival: arrive(), whitelist } as const;
  const noCallback = (provider: 'google' | 'apple' | 'tr' | 'telegram') => ({
    provider,
    hostCallback: false,
  });

  it('is /user/accounts/auth/step2?type=experienced', () => {
    expect(STEP_TWO_PATH).toBe('/user/accounts/auth/step2?type=experienced');
  });

  it.each(['google', 'apple', 'tr', 'telegram'] as const)(
    'a sign-up with %s and no host callback ends at step two',
    (provider) => {
      const input = { ...base, mode: 'register', thirdParty: noCallback(provider) } as const;
      expect(destinationAfterSuccess(input)).toBe(STEP_TWO_PATH);
    },
  );

  it('a Telegram log-in with no host callback ends at step two, whatever redirect_url says', () => {
    const arrival = arrive('?redirect_url=/en/markets');
    const input = { ...base, arrival, mode: 'login', thirdParty: noCallback('telegram') } as const;
    expect(destinationAfterSuccess(input)).toBe(STEP_TWO_PATH);
  });

  it('a log-in with Google, Apple or the Turkish provider follows the redirect rule as before', () => {
    for (const provider of ['google', 'apple', 'tr'] as const) {
      const input = { ...base, mode: 'login', thirdParty: noCallback(provider) } as const;
      expect(destinationAfterSuccess(input)).toBe('/en/dashboard');
    }
  });

  it('with a host callback the destination is as before: the callback decides', () => {
    const thirdParty = { provider: 'telegram', hostCallback: true } as const;
    expect(destinationAfterSuccess({ ...base, mode: 'login', thirdParty })).toBe('/en/dashboard');
    expect(destinationAfterSuccess({ ...base, mode: 'register', thirdParty })).toBe(
      '/en/dashboard?newUser=true',
    );
  });

  it('a password or code sign-up or log-in (no provider) is as before', () => {
    expect(destinationAfterSuccess({ ...base, mode: 'register' })).toBe(
      '/en/dashboard?newUser=true',
    );
    expect(destinationAfterSuccess({ ...base, mode: 'login' })).toBe('/en/dashboard');
  });

  it('the identity page still wins: the EU site, or guide_complete_kyc', () => {
    const thirdParty = noCallback('telegram');
    expect(destinationAfterSuccess({ ...base, site: 'EU', mode: 'login', thirdParty })).toBe(
      KYC_PATH,
    );
    const kyc = arrive('?guide_complete_kyc=1');
    expect(destinationAfterSuccess({ ...base, arrival: kyc, mode: 'register', thirdParty })).toBe(
      KYC_PATH,
    );
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
