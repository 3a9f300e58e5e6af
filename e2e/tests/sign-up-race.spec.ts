import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';
import { runAdmin } from '../support/admin-cli.js';
import { solvedSignUpCaptcha } from '../support/captcha.js';
import {
  STRONG_PASSWORD,
  freshEmail,
  freshMobile,
  latestCodeFor,
  passwordDigest,
  type OutboxMessage,
} from '../support/fixtures.js';

// One account per address (decision 026): two simultaneous sign-ups with the same e-mail or
// phone create exactly one account. Two browsers (two request contexts, two device ids) race
// through the HTTP API, and the operators' CLI counts the accounts that exist afterwards.

const password = passwordDigest(STRONG_PASSWORD);

async function twoBrowsers(baseURL: string): Promise<[APIRequestContext, APIRequestContext]> {
  return Promise.all(
    ['device-a', 'device-b'].map((guid) =>
      playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { guid } }),
    ),
  ) as Promise<[APIRequestContext, APIRequestContext]>;
}

/** How many accounts the operators' list shows for the e-mail or number. */
async function accountsOf(baseURL: string, who: string): Promise<number> {
  const listed = await runAdmin(baseURL, 'list', '--limit', '1000');
  return listed.split('\n').filter((line) => line.includes(who)).length;
}

/** The activation link of the newest e-mail to `to`, read from the dev outbox. */
async function activationLinkFor(request: APIRequestContext, to: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/dev/outbox.json')).json()) as OutboxMessage[];
      link = messages.find((m) => m.to === to && m.link?.includes('/register/activate'))?.link;
      return link;
    })
    .toBeTruthy();
  const url = new URL(link as string);
  return {
    uuid: url.searchParams.get('uuid') as string,
    token: url.searchParams.get('token') as string,
  };
}

/** ACCOUNT step with an activation link, confirmed as the activation page's Confirm does. */
async function activatedSignUp(request: APIRequestContext, email: string): Promise<string> {
  const sent = await request.post('/x-api/user/public/register/info', {
    data: { email, verify_type: 2, ...(await solvedSignUpCaptcha(request)) },
  });
  const uuid = (await sent.json()).result.uuid as string;
  const link = await activationLinkFor(request, email);
  expect(link.uuid).toBe(uuid);
  const confirmed = await request.post('/x-api/user/public/register/activate', { data: link });
  expect((await confirmed.json()).result).toMatchObject({ verify_result: 2 });
  return uuid;
}

test.describe('Sign-up race: one account per e-mail or phone', () => {
  test('two browsers submit the same e-mail code at once: exactly one account', async ({
    baseURL,
  }) => {
    const [a, b] = await twoBrowsers(baseURL as string);
    const email = freshEmail('race-code');
    const sent = await a.post('/x-api/verify/register/email', {
      data: { email, ...(await solvedSignUpCaptcha(a)) },
    });
    expect((await sent.json()).ret_code).toBe(0);
    const code = await latestCodeFor(a, email);
    const body = { email, emailverify: code, password };
    const answers = await Promise.all([
      a.post('/x-api/register/email', { data: body }),
      b.post('/x-api/register/email', { data: body }),
    ]);
    const codes = (await Promise.all(answers.map((r) => r.json()))).map((j) => j.ret_code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(await accountsOf(baseURL as string, email)).toBe(1);
  });

  test('two browsers finish the password step of one activated link at once: one account, the other sees 50101', async ({
    baseURL,
  }) => {
    const [a, b] = await twoBrowsers(baseURL as string);
    const email = freshEmail('race-link');
    const uuid = await activatedSignUp(a, email);
    const answers = await Promise.all(
      [a, b].map((r) =>
        r.post('/x-api/user/public/register/password', { data: { uuid, password } }),
      ),
    );
    const codes = (await Promise.all(answers.map((r) => r.json()))).map((j) => j.ret_code).sort();
    expect(codes).toEqual([0, 50101]);
    expect(await accountsOf(baseURL as string, email)).toBe(1);
  });

  test('two browsers with their own activated sign-ups of one e-mail race: exactly one account', async ({
    baseURL,
  }) => {
    // Waits out the 60 s resend cooldown of the address between the two sign-ups.
    test.setTimeout(180_000);
    const [a, b] = await twoBrowsers(baseURL as string);
    const email = freshEmail('race-two');
    const first = await activatedSignUp(a, email);
    // The resend cooldown of the address (60 s) stands between the two sends.
    await expect
      .poll(
        async () => {
          const sent = await b.post('/x-api/user/public/register/info', {
            data: { email, verify_type: 2, ...(await solvedSignUpCaptcha(b)) },
          });
          return (await sent.json()).ret_code;
        },
        { timeout: 75_000, intervals: [5_000] },
      )
      .toBe(0);
    const second = await activationLinkFor(b, email);
    await b.post('/x-api/user/public/register/activate', { data: second });
    const answers = await Promise.all([
      a.post('/x-api/user/public/register/password', { data: { uuid: first, password } }),
      b.post('/x-api/register/email', {
        data: { email, uuid: second.uuid, password, verify_type: 2 },
      }),
    ]);
    const codes = (await Promise.all(answers.map((r) => r.json()))).map((j) => j.ret_code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0)).toEqual([33001]);
    expect(await accountsOf(baseURL as string, email)).toBe(1);
  });

  test('two browsers sign up one phone number, old and three-step paths at once: exactly one account', async ({
    baseURL,
  }) => {
    const [a, b] = await twoBrowsers(baseURL as string);
    const mobile = freshMobile();
    const sent = await a.post('/x-api/user/public/register/info', {
      data: { mobile, country_code: '44', verify_type: 1, ...(await solvedSignUpCaptcha(a)) },
    });
    const uuid = (await sent.json()).result.uuid as string;
    const code = await latestCodeFor(a, mobile);
    // Browser A goes on with the three-step sign-up while B uses the same code on the old path.
    const threeStep = async () => {
      await a.post('/x-api/user/public/register/verify', { data: { uuid, code } });
      return a.post('/x-api/user/public/register/password', { data: { uuid, password } });
    };
    const answers = await Promise.all([
      threeStep(),
      b.post('/x-api/register/mobile', {
        data: { mobile, country_code: '44', smsverify: code, password },
      }),
    ]);
    const codes = (await Promise.all(answers.map((r) => r.json()))).map((j) => j.ret_code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(await accountsOf(baseURL as string, mobile)).toBe(1);
  });
});
