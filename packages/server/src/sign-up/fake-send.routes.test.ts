/**
 * behaviour §4 "The fake-e-mail path" on the wire (decision 148): "e-mail-input dialog collects an
 * e-mail, sets fake flag, sends code (dialog then type 4)". `POST /verify/register/email`
 * with `is_fake: 1` puts the e-mail on the waitlist, proven by the link it mails; it stands
 * behind the same captcha and send limits as any send, and nothing it mails makes an account.
 */
import { CAPTCHA_SCENES, RESEND_COOLDOWN_MS } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../test-support/captcha.js';
import { databases } from '../test-support/databases.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf, json } from '../test-support/test-app.js';
import { withGeoTable } from '../test-support/visits.js';

const IN_US = '203.0.113.5';
const SENDS_PER_IP = 3;

describe.each(databases)('the fake send (is_fake: 1) on $name', (database) => {
  const env: Record<string, string> = {
    CAPTCHA_ON_REGISTER: 'true',
    SEND_CODES_PER_IP_PER_DAY: String(SENDS_PER_IP),
    RATE_LIMIT_SEND_CODE_PER_MINUTE: '10000',
  };
  withGeoTable(env, 'cidr,country\n203.0.113.0/28,US');
  const t = routeTestApp(database, env);
  let n = 0;
  const newEmail = (tag: string) => `${tag}${(n += 1)}@example.com`;
  const newIp = () => `10.148.${Math.floor((n += 1) / 250)}.${n % 250}`;
  const captcha = () => solvedCaptcha(t.app, CAPTCHA_SCENES.register);
  const post = async (path: string, body: object, ip: string) =>
    json(
      await t.app.inject({
        method: 'POST',
        url: `/x-api${path}`,
        payload: body,
        remoteAddress: ip,
      }),
    );
  const fakeSend = async (email: string, ip: string, extra: object = {}) =>
    post('/verify/register/email', { email, is_fake: 1, ...extra, ...(await captcha()) }, ip);
  const mailsTo = (to: string) => t.delivery.sent.filter((m) => m.to === to);

  it('a visitor in a banned place gives an e-mail with the fake flag: it joins the waitlist, its link is mailed, no code', async () => {
    const email = newEmail('us-visitor');
    expect(await fakeSend(email, IN_US, { lang: 'en' })).toMatchObject({
      ret_code: 0,
      result: { uuid: '' },
    });
    const [message, ...more] = mailsTo(email);
    expect(more).toHaveLength(0);
    expect(message).toMatchObject({
      channel: 'email',
      link: expect.stringContaining('/en/waitlist/confirm?token='),
    });
    expect(message?.code).toBeUndefined();
    expect(await t.store.waitlist.find(email)).toMatchObject({ email, country: 'US' });
  });

  it('an attacker who sends is_fake and then tries to register with what it mailed is refused; no account is made', async () => {
    const email = newEmail('attacker');
    const ip = newIp();
    // 1. The attacker makes a fake send to an address of their own and reads the mail.
    const sent = await fakeSend(email, ip);
    expect(sent.ret_code).toBe(0);
    const [mail] = mailsTo(email);
    const link = new URL(String(mail?.channel === 'email' ? mail.link : ''));
    const token = String(link.searchParams.get('token'));
    const password = digestOf('Passw0rd!');
    // 2. Registers with the answer's empty uuid (refused as input), then with the link's
    //    token as an activated sign-up's uuid (no sign-up by that name: 10016).
    const asUuid = [
      { uuid: String(sent.result.uuid), refusal: 10004 },
      { uuid: token, refusal: 10016 },
    ];
    for (const { uuid, refusal } of asUuid) {
      const byLink = await post('/register/email', { email, uuid, verify_type: 2, password }, ip);
      expect(byLink.ret_code).toBe(refusal);
      const stepThree = await post('/user/public/register/password', { uuid, password }, ip);
      expect(stepThree.ret_code).toBe(refusal);
    }
    // 3. Registers with every six digits of the mail, and with a guess, as a code: 32001.
    const mailed = JSON.stringify(mailsTo(email)).match(/\d{6}/g) ?? [];
    for (const emailverify of [...mailed, '123456']) {
      const byCode = await post('/register/email', { email, emailverify, password }, ip);
      expect(byCode.ret_code).toBe(32001);
    }
    // 4. Opening the link confirms the waitlist entry, and still makes no account.
    expect((await post('/user/public/waitlist/confirm', { token }, ip)).ret_code).toBe(0);
    expect(await t.store.accounts.findByEmail(email)).toBeUndefined();
  });

  it('the same captcha as any send: without one the fake send is refused (34001), nothing sent or kept; a solved one buys one send', async () => {
    const email = newEmail('no-captcha');
    const ip = newIp();
    const bare = await post('/verify/register/email', { email, is_fake: 1 }, ip);
    expect(bare).toMatchObject({ ret_code: 34001 });
    expect(mailsTo(email)).toHaveLength(0);
    expect(await t.store.waitlist.find(email)).toBeUndefined();
    const solved = await captcha();
    const once = { is_fake: 1, ...solved };
    expect((await post('/verify/register/email', { email, ...once }, ip)).ret_code).toBe(0);
    const replay = await post('/verify/register/email', { email: newEmail('replay'), ...once }, ip);
    expect(replay.ret_code).toBe(34001);
  });

  it('the same send limits as any send: fake and real sends from one IP share its daily cap (47003)', async () => {
    const ip = newIp();
    const real = { email: newEmail('real'), ...(await captcha()) };
    expect((await post('/verify/register/email', real, ip)).ret_code).toBe(0);
    for (let i = 1; i < SENDS_PER_IP; i += 1) {
      expect((await fakeSend(newEmail('fake'), ip)).ret_code).toBe(0);
      t.clock.advance(RESEND_COOLDOWN_MS);
    }
    const over = await fakeSend(newEmail('fake-over'), ip);
    expect(over).toMatchObject({ ret_code: 47003, result: { retry_at: expect.any(Number) } });
  });

  it('a fake send to a Chinese e-mail is refused with regNoticeContent (43002)', async () => {
    expect((await fakeSend(`fake${(n += 1)}@qq.com`, newIp())).ret_code).toBe(43002);
  });

  it('the fake path is by e-mail send-code: is_fake 1 on the phone send or the account step answers a clear envelope error and sends nothing', async () => {
    const before = t.delivery.sent.length;
    const phone = { country_code: '44', mobile: '7700900123', is_fake: 1, ...(await captcha()) };
    const byPhone = await post('/verify/register/mobile', phone, newIp());
    expect(byPhone).toMatchObject({ ret_code: 10004, ret_msg: expect.stringMatching(/is_fake/) });
    const account = {
      username: newEmail('step'),
      verify_type: 1,
      is_fake: 1,
      ...(await captcha()),
    };
    const byStep = await post('/user/public/register/info', account, newIp());
    expect(byStep).toMatchObject({ ret_code: 10004, ret_msg: expect.stringMatching(/is_fake/) });
    expect(t.delivery.sent).toHaveLength(before);
  });
});
