/**
 * The referral calls' wiring and answers (behaviour §7 "Referral and affiliate"): each call is
 * there, checks its input, and answers its use-case's outcome in the envelope; the sign-up
 * paths hand their code and channel over. The rules themselves: referral.service.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf } from '../test-support/test-app.js';
import { createAffiliateCode, type AffiliateCodeInput } from './referral.service.js';

describe.each(databases)(
  'referral, affiliate and broker calls (behaviour §3, §7) on $name',
  (database) => {
    const t = routeTestApp(database, {
      RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
      REDEEM_AMOUNTS: 'affiliate=100 USDT,referral=50 USDT',
      HIDE_REDEEM_SITES: 'EU,NLD',
    });
    let n = 0;
    const email = (stem: string) => `${stem}${(n += 1)}@example.com`;
    const ownCode = (token?: string) => t.get('/user/private/referral-code', token);
    const codeOf = async (token: string) => String((await ownCode(token)).result.code);
    /** An operator's affiliate code, as `npm run admin -- affiliate-code create` makes it. */
    const affiliateCode = async (input: AffiliateCodeInput) => {
      const made = await createAffiliateCode(t.store, input, t.clock.now());
      if (made === 'exists') throw new Error('affiliate exists');
      return made.code;
    };

    /** The old sign-up with channel fields, as the widget sends them. */
    async function signUpWith(address: string, channel: Record<string, unknown>) {
      const sent = await t.post('/verify/register/email', { email: address });
      expect(sent.ret_code).toBe(0);
      return t.post('/register/email', {
        email: address,
        emailverify: t.delivery.lastCodeTo(address),
        password: digestOf('Passw0rd!'),
        uuid: sent.result.uuid,
        ...channel,
      });
    }

    /** The new three-step sign-up (info → verify → password) with channel fields. */
    async function stepSignUpWith(
      address: string,
      atInfo: Record<string, unknown>,
      atPassword: Record<string, unknown> = atInfo,
    ) {
      const info = { email: address, verify_type: 1, ...atInfo };
      const sent = await t.post('/user/public/register/info', info);
      if (sent.ret_code !== 0) return sent;
      const uuid = String(sent.result.uuid);
      const code = t.delivery.lastCodeTo(address);
      expect((await t.post('/user/public/register/verify', { uuid, code })).ret_code).toBe(0);
      const password = { uuid, password: digestOf('Passw0rd!'), ...atPassword };
      return t.post('/user/public/register/password', password);
    }

    it('GET /user/private/referral-code answers the code sign-up gave the account; 10005 without a session', async () => {
      const a = await signUpByEmail(t, email('owner'));
      const row = await t.store.referral.codeOfAccount(a.id);
      expect(await ownCode(a.token)).toMatchObject({ ret_code: 0, result: { code: row!.code } });
      expect(await t.store.referral.channelOf(a.id)).toMatchObject({ source: 'normal' });
      expect(await ownCode()).toMatchObject({ ret_code: 10005 });
      expect(await ownCode('not-a-token')).toMatchObject({ ret_code: 10005 });
    });

    it('POST /s1/code/info answers the check result in the envelope, an unknown code with ret_code 0', async () => {
      const code = await codeOf((await signUpByEmail(t, email('referrer'))).token);
      expect(await t.post('/s1/code/info', { code, locale: 'en' })).toEqual({
        ret_code: 0,
        ret_msg: expect.any(String),
        result: { scene: 2, tpl: 'referral', info: { success: true } },
      });
      expect(await t.post('/s1/code/info', { code: 'NOSUCHCODE' })).toMatchObject({
        ret_code: 0,
        result: { scene: 0, tpl: '', info: { success: false } },
      });
    });

    describe('the old sign-up hands its code and channel over', () => {
      it('ref: the account is kept with the code and its owner', async () => {
        const a = await signUpByEmail(t, email('inviter'));
        const code = await codeOf(a.token);
        const joined = await signUpWith(email('invitee'), { ref: code.toLowerCase() });
        expect(joined.ret_code).toBe(0);
        expect(await t.store.referral.channelOf(String(joined.result.id))).toMatchObject({
          source: 'referral',
          ref: code,
          referrer_account_id: a.id,
        });
      });

      it('affiliate_id, group_id and the tracking fields reach the account', async () => {
        const joined = await signUpWith(email('affiliated'), {
          affiliate_id: '7002',
          group_id: 'g1',
          channel_info: { affiliate_id: '7002', medium: 'affiliate', utmsource: 'news' },
        });
        expect(joined.ret_code).toBe(0);
        const channel = await t.store.referral.channelOf(String(joined.result.id));
        expect(channel).toMatchObject({
          source: 'affiliate',
          affiliate_id: '7002',
          group_id: 'g1',
        });
        expect(JSON.parse(channel!.tracking)).toMatchObject({ utmsource: 'news' });
      });

      it('user_code and isManuallyModifyUserCode reach the account', async () => {
        const a = await signUpByEmail(t, email('usercodeowner'));
        const code = await codeOf(a.token);
        const joined = await signUpWith(email('usercode'), {
          user_code: code.toLowerCase(),
          isManuallyModifyUserCode: 1,
        });
        expect(joined.ret_code).toBe(0);
        const channel = await t.store.referral.channelOf(String(joined.result.id));
        expect(channel).toMatchObject({ source: 'referral', ref: code, referrer_account_id: a.id });
        expect(JSON.parse(channel!.tracking)).toEqual({ ext_json: { is_manual_input: 1 } });
      });

      it('an unknown code answers 42001, a code with another affiliate_id 47040; no account is made', async () => {
        const unknown = email('unknownref');
        expect(await signUpWith(unknown, { ref: 'NOSUCH42' })).toMatchObject({ ret_code: 42001 });
        expect(await t.store.accounts.findByEmail(unknown)).toBeUndefined();
        const code = await affiliateCode({ affiliateId: '7101' });
        const doctored = email('fraudaff');
        const answer = await signUpWith(doctored, { ref: code, affiliate_id: '7102' });
        expect(answer).toMatchObject({ ret_code: 47040 });
        expect(await t.store.accounts.findByEmail(doctored)).toBeUndefined();
      });

      it('bad input answers 10004: a user_code over 20 characters, an affiliate_id not all digits', async () => {
        const long = await signUpWith(email('longcode'), { user_code: 'A'.repeat(21) });
        expect(long).toMatchObject({ ret_code: 10004 });
        const letters = await signUpWith(email('badaff'), { affiliate_id: '12a' });
        expect(letters).toMatchObject({ ret_code: 10004 });
      });
    });

    describe('the three-step sign-up hands its code and channel over', () => {
      it('the channel of the ACCOUNT step reaches the account', async () => {
        const joined = await stepSignUpWith(email('stepaff'), {
          affiliate_id: '7003',
          group_id: 'g3',
          regist_channel: 'web',
          channel_info: { affiliate_id: '7003', medium: 'affiliate', utmsource: 'ads' },
        });
        expect(joined.ret_code).toBe(0);
        const channel = await t.store.referral.channelOf(String(joined.result.id));
        expect(channel).toMatchObject({
          source: 'affiliate',
          affiliate_id: '7003',
          group_id: 'g3',
          regist_channel: 'web',
        });
        expect(JSON.parse(channel!.tracking)).toMatchObject({ utmsource: 'ads' });
      });

      it('user_code counts as ref on this path too', async () => {
        const a = await signUpByEmail(t, email('stepinviter'));
        const code = await codeOf(a.token);
        const joined = await stepSignUpWith(email('stepinvitee'), { user_code: code });
        expect(joined.ret_code).toBe(0);
        expect(await t.store.referral.channelOf(String(joined.result.id))).toMatchObject({
          source: 'referral',
          ref: code,
          referrer_account_id: a.id,
        });
      });

      it('an unknown ref is refused (42001) at the ACCOUNT step, before any code is sent, and at the password step', async () => {
        const address = email('stepunknown');
        const before = t.delivery.sent.length;
        expect(await stepSignUpWith(address, { ref: 'NOSUCH42' })).toMatchObject({
          ret_code: 42001,
        });
        expect(t.delivery.sent.length).toBe(before);
        const late = await stepSignUpWith(address, {}, { ref: 'NOSUCH42' });
        expect(late).toMatchObject({ ret_code: 42001 });
        expect(await t.store.accounts.findByEmail(address)).toBeUndefined();
      });

      it('a code with another affiliate_id is refused (47040) at the ACCOUNT step, before any code is sent', async () => {
        const code = await affiliateCode({ affiliateId: '7105', groupId: 'ge' });
        const before = t.delivery.sent.length;
        const sent = await stepSignUpWith(email('stepfraud'), { ref: code, affiliate_id: '7999' });
        expect(sent).toMatchObject({ ret_code: 47040 });
        expect(t.delivery.sent.length).toBe(before);
      });
    });

    it('affiliate anonymity on both paths: the answer; 10002 unknown; 610017 another group', async () => {
      const code = await affiliateCode({ affiliateId: '8001', groupId: 'vip' });
      for (const path of ['/affiliate/v5/anonymity', '/s1/affiliate-openapi/anonymity']) {
        expect(await t.post(path, { affiliate_id: '8001', group_id: 'vip' })).toMatchObject({
          ret_code: 0,
          result: { isShow: 1, is_anonymity: 0, code },
        });
        expect(await t.post(path, { affiliate_id: '999999' })).toMatchObject({ ret_code: 10002 });
        expect(await t.post(path, { affiliate_id: '8001', group_id: 'other' })).toMatchObject({
          ret_code: 610017,
        });
      }
    });

    it('"Affiliate open info": the card in the envelope; 610016 when none; 10004 for an affid not all digits', async () => {
      const avatar = 'https://cdn.example.com/c.png';
      await affiliateCode({ affiliateId: '9001', nickname: 'Crypto Carla', avatar });
      const open = (body: object) => t.post('/affiliate/apis/v1/open-info', body);
      expect(await open({ affid: '9001', country: 'GB' })).toMatchObject({
        ret_code: 0,
        result: { nickname: 'Crypto Carla', headimg: avatar },
      });
      expect(await open({ affid: '424242' })).toMatchObject({ ret_code: 610016 });
      expect(await open({ affid: 'abc' })).toMatchObject({ ret_code: 10004 });
    });

    it('cabital post-register is private and stores the channel attach', async () => {
      const body = { channel: 'cabital', uuid: 'cab-123', status: 1 };
      const path = '/v3/private/misc/cabital/post-register';
      expect(await t.post(path, body)).toMatchObject({ ret_code: 10005 });
      const a = await signUpByEmail(t, email('cabital'));
      expect(await t.post(path, body, a.token)).toMatchObject({ ret_code: 0 });
      expect(await t.store.referral.attachOf(a.id, 'cabital')).toMatchObject({
        uuid: 'cab-123',
        status: '1',
      });
    });

    it('redeem amounts come from REDEEM_AMOUNTS and HIDE_REDEEM_SITES', async () => {
      const answer = await t.get('/v3/public/redeem-config');
      expect(answer).toMatchObject({
        ret_code: 0,
        result: {
          redeemAmount: { affiliate_amount: '100 USDT', refferal_amount: '50 USDT' },
          hideRedeemSite: ['EU', 'NLD'],
        },
      });
      expect(answer.result.redeemAmount).not.toHaveProperty('normal_amount');
    });
  },
);

describe.each(databases)(
  'the referral code check is rate-limited (enumeration) on $name',
  (database) => {
    const t = routeTestApp(database, { RATE_LIMIT_CODE_INFO_PER_MINUTE: '3' });

    it('past RATE_LIMIT_CODE_INFO_PER_MINUTE the check answers 10006 in the envelope', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push((await t.post('/s1/code/info', { code: `GUESS${i}` })).ret_code);
      }
      expect(codes).toEqual([0, 0, 0, 10006]);
    });
  },
);
