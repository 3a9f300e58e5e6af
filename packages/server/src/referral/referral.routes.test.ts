import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../admin/admin.js';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { fakeClock } from '../test-support/fake-clock.js';
import { signUpByEmail } from '../test-support/flows.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';

describe.each(databases)(
  'referral, affiliate and broker codes (behaviour §3, §5, §7) on $name',
  (database) => {
    let fresh: FreshDatabase;
    let t: TestApp;
    let operator: Store;
    let n = 0;
    const email = (stem: string) => `${stem}${(n += 1)}@example.com`;
    const admin = (...argv: string[]) => runAdmin(argv, { store: operator, clock: fakeClock() });

    const ownCode = async (token?: string) =>
      json(
        await t.app.inject({
          url: '/x-api/user/private/referral-code',
          headers: token ? { usertoken: token } : {},
        }),
      );
    const check = async (code: string) =>
      json(await postJson(t.app, '/s1/code/info', { code, locale: 'en' }));

    /** Sign-up with channel fields, as the widget sends them. */
    async function signUpWith(address: string, channel: Record<string, unknown>) {
      const sent = json(await postJson(t.app, '/verify/register/email', { email: address }));
      expect(sent.ret_code).toBe(0);
      return json(
        await postJson(t.app, '/register/email', {
          email: address,
          emailverify: t.delivery.lastCodeTo(address),
          password: digestOf('Passw0rd!'),
          uuid: sent.result.uuid,
          ...channel,
        }),
      );
    }

    /** The new three-step sign-up (info → verify → password) with channel fields. */
    async function stepSignUpWith(
      address: string,
      atInfo: Record<string, unknown>,
      atPassword: Record<string, unknown> = atInfo,
    ) {
      const sent = json(
        await postJson(t.app, '/user/public/register/info', {
          email: address,
          verify_type: 1,
          ...atInfo,
        }),
      );
      if (sent.ret_code !== 0) return sent;
      const uuid = String(sent.result.uuid);
      const code = t.delivery.lastCodeTo(address);
      const verified = json(await postJson(t.app, '/user/public/register/verify', { uuid, code }));
      expect(verified.ret_code).toBe(0);
      const body = { uuid, password: digestOf('Passw0rd!'), ...atPassword };
      return json(await postJson(t.app, '/user/public/register/password', body));
    }

    beforeAll(async () => {
      fresh = await database.create();
      t = await buildTestApp(fresh, {
        RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
        REDEEM_AMOUNTS: 'affiliate=100 USDT,referral=50 USDT',
        HIDE_REDEEM_SITES: 'EU,NLD',
      });
      operator = await openStore(fresh);
    });
    afterAll(async () => {
      await operator?.destroy();
      await t?.app.close();
      await fresh?.dispose();
    });

    it('every account gets its own referral code when it is created', async () => {
      const a = await signUpByEmail(t, email('owner'));
      const row = await operator.referral.codeOfAccount(a.id);
      expect(row).toMatchObject({ kind: 'referral', account_id: a.id });
      expect(row!.code).toMatch(/^[A-Z2-9]{8}$/);
      expect(await ownCode(a.token)).toMatchObject({ ret_code: 0, result: { code: row!.code } });
      const b = await signUpByEmail(t, email('other'));
      expect((await ownCode(b.token)).result.code).not.toBe(row!.code);
    });

    it('the own code is a private call: without a session it answers 10005', async () => {
      expect(await ownCode()).toMatchObject({ ret_code: 10005 });
      expect(await ownCode('not-a-token')).toMatchObject({ ret_code: 10005 });
    });

    it('an account older than the codes is given one when first asked (backfill)', async () => {
      const a = await signUpByEmail(t, email('older'));
      await operator.db.deleteFrom('referral_codes').where('account_id', '=', a.id).execute();
      const first = await ownCode(a.token);
      expect(first.result.code).toMatch(/^[A-Z2-9]{8}$/);
      expect((await ownCode(a.token)).result.code).toBe(first.result.code);
    });

    it('"Referral code check result": scene 2 referral, tpl and info.success for an account\'s code, without case', async () => {
      const a = await signUpByEmail(t, email('referrer'));
      const { code } = (await ownCode(a.token)).result as { code: string };
      expect(await check(code)).toEqual({
        ret_code: 0,
        ret_msg: expect.any(String),
        result: { scene: 2, tpl: 'referral', info: { success: true } },
      });
      expect((await check(` ${code.toLowerCase()} `)).result).toMatchObject({ scene: 2 });
    });

    it('an unknown code answers scene 0 normal with info.success false', async () => {
      expect(await check('NOSUCHCODE')).toMatchObject({
        ret_code: 0,
        result: { scene: 0, tpl: '', info: { success: false } },
      });
    });

    it("scene 1 affiliate and 3 broker for the operators' codes (admin CLI)", async () => {
      const made = await admin('affiliate-code', 'create', '7001', '--nickname', 'Ada Trades');
      expect(made.code).toBe(0);
      const affiliateCode = /affiliate code: (\S+)/.exec(made.out)![1]!;
      expect((await check(affiliateCode)).result).toEqual({
        scene: 1,
        tpl: 'affiliate',
        info: { success: true, nickname: 'Ada Trades' },
      });
      expect((await admin('broker-code', 'create', 'desk-9')).out).toBe('broker code: DESK-9');
      expect((await check('desk-9')).result).toMatchObject({ scene: 3, tpl: 'broker' });
      expect((await admin('broker-code', 'create', 'DESK-9')).code).toBe(1);
      expect((await admin('broker-code', 'create', 'a b')).code).toBe(2);
      expect((await admin('affiliate-code', 'create', '7001')).code).toBe(1);
      expect((await admin('affiliate-code', 'create', '70x1')).code).toBe(2);
      const listed = (await admin('codes')).out;
      expect(listed).toContain(`${affiliateCode} affiliate affiliate 7001 "Ada Trades"`);
      expect(listed).toContain('DESK-9 broker');
      expect((await admin('codes', '--kind', 'broker')).out).not.toContain(affiliateCode);
    });

    it('"Registration source: referral (ref present)": the code\'s owner is kept with the new account', async () => {
      const a = await signUpByEmail(t, email('inviter'));
      const { code } = (await ownCode(a.token)).result as { code: string };
      const joined = await signUpWith(email('invitee'), { ref: code.toLowerCase() });
      expect(joined.ret_code).toBe(0);
      const channel = await operator.referral.channelOf(String(joined.result.id));
      expect(channel).toMatchObject({
        source: 'referral',
        ref: code,
        ref_kind: 'referral',
        referrer_account_id: a.id,
      });
      const source = await admin('source', String(joined.result.id));
      expect(source.out).toContain(`source referral ref ${code} (referral) referrer ${a.id}`);
    });

    it('"Registration source: affiliate (affiliate_id present)", tracking fields with empty values removed', async () => {
      const joined = await signUpWith(email('affiliated'), {
        affiliate_id: '7002',
        group_id: 'g1',
        regist_channel: 'web',
        channel_info: {
          affiliate_id: '7002',
          medium: 'affiliate',
          utmsource: 'news',
          campaign: '',
          ext_json: { eu_subscription: 0, tg_source: '' },
        },
      });
      expect(joined.ret_code).toBe(0);
      const channel = await operator.referral.channelOf(String(joined.result.id));
      expect(channel).toMatchObject({ source: 'affiliate', affiliate_id: '7002', group_id: 'g1' });
      expect(JSON.parse(channel!.tracking)).toEqual({
        affiliate_id: '7002',
        medium: 'affiliate',
        utmsource: 'news',
        ext_json: { eu_subscription: 0 },
      });
    });

    it('"else normal": a sign-up without a code is normal', async () => {
      const a = await signUpByEmail(t, email('plain'));
      expect(await operator.referral.channelOf(a.id)).toMatchObject({
        source: 'normal',
        ref: null,
      });
    });

    it('an unknown code refuses the sign-up with 42001, and no account is made', async () => {
      const address = email('unknownref');
      expect(await signUpWith(address, { ref: 'NOSUCH42' })).toMatchObject({ ret_code: 42001 });
      expect(await operator.accounts.findByEmail(address)).toBeUndefined();
    });

    it('new mode: "Registration source: affiliate (affiliate_id present)" on the three-step sign-up', async () => {
      const joined = await stepSignUpWith(email('stepaff'), {
        affiliate_id: '7003',
        group_id: 'g3',
        regist_channel: 'web',
        channel_info: { affiliate_id: '7003', medium: 'affiliate', utmsource: 'ads' },
      });
      expect(joined.ret_code).toBe(0);
      const channel = await operator.referral.channelOf(String(joined.result.id));
      expect(channel).toMatchObject({
        source: 'affiliate',
        affiliate_id: '7003',
        group_id: 'g3',
        regist_channel: 'web',
      });
      expect(JSON.parse(channel!.tracking)).toMatchObject({ utmsource: 'ads' });
    });

    it('new mode: "Registration source: referral (ref present)" on the three-step sign-up', async () => {
      const a = await signUpByEmail(t, email('stepinviter'));
      const { code } = (await ownCode(a.token)).result as { code: string };
      const joined = await stepSignUpWith(email('stepinvitee'), { ref: code });
      expect(joined.ret_code).toBe(0);
      expect(await operator.referral.channelOf(String(joined.result.id))).toMatchObject({
        source: 'referral',
        ref: code,
        referrer_account_id: a.id,
      });
    });

    it('new mode: an unknown ref is refused (42001) at the ACCOUNT step, before any code is sent', async () => {
      const address = email('stepunknown');
      const before = t.delivery.sent.length;
      const sent = await stepSignUpWith(address, { ref: 'NOSUCH42' });
      expect(sent).toMatchObject({ ret_code: 42001 });
      expect(t.delivery.sent.length).toBe(before);
      const late = await stepSignUpWith(address, {}, { ref: 'NOSUCH42' });
      expect(late).toMatchObject({ ret_code: 42001 });
      expect(await operator.accounts.findByEmail(address)).toBeUndefined();
    });

    it('"user_code" (the invite/referral code) counts as ref when ref is absent, on both register paths', async () => {
      const a = await signUpByEmail(t, email('usercodeowner'));
      const { code } = (await ownCode(a.token)).result as { code: string };
      const oldMode = await signUpWith(email('usercode1'), {
        user_code: code.toLowerCase(),
        isManuallyModifyUserCode: 1,
      });
      expect(oldMode.ret_code).toBe(0);
      const oldChannel = await operator.referral.channelOf(String(oldMode.result.id));
      expect(oldChannel).toMatchObject({
        source: 'referral',
        ref: code,
        referrer_account_id: a.id,
      });
      expect(JSON.parse(oldChannel!.tracking)).toEqual({ ext_json: { is_manual_input: 1 } });
      const newMode = await stepSignUpWith(email('usercode2'), { user_code: code });
      expect(newMode.ret_code).toBe(0);
      expect(await operator.referral.channelOf(String(newMode.result.id))).toMatchObject({
        source: 'referral',
        ref: code,
      });
    });

    it('"user_code": an unknown one answers 42001; over 20 characters 10004; ref wins over it', async () => {
      const unknown = await signUpWith(email('usercode3'), { user_code: 'NOSUCH42' });
      expect(unknown).toMatchObject({ ret_code: 42001 });
      const long = await signUpWith(email('usercode4'), { user_code: 'A'.repeat(21) });
      expect(long).toMatchObject({ ret_code: 10004 });
      const joined = await signUpWith(email('usercode5'), { user_code: 'NOSUCH42', ref: '' });
      expect(joined).toMatchObject({ ret_code: 42001 });
      const a = await signUpByEmail(t, email('usercodeowner2'));
      const { code } = (await ownCode(a.token)).result as { code: string };
      const both = await signUpWith(email('usercode6'), { ref: code, user_code: 'NOSUCH42' });
      expect(both.ret_code).toBe(0);
    });

    describe("affiliate_id and group_id sent with a code must be the code's own (decision 038)", () => {
      const affiliateCode = async (affiliateId: string, group: string) => {
        const made = await admin('affiliate-code', 'create', affiliateId, '--group', group);
        return /affiliate code: (\S+)/.exec(made.out)![1]!;
      };

      it("an attacker pairs affiliate A's code with affiliate B's id: refused (47040), no account", async () => {
        const codeOfA = await affiliateCode('7101', 'ga');
        await affiliateCode('7102', 'gb');
        const address = email('fraudaff');
        const answer = await signUpWith(address, { ref: codeOfA, affiliate_id: '7102' });
        expect(answer).toMatchObject({ ret_code: 47040 });
        expect(await operator.accounts.findByEmail(address)).toBeUndefined();
      });

      it("another group than the code's, in the fields or in the tracking fields: refused (47040)", async () => {
        const code = await affiliateCode('7103', 'gc');
        const byField = await signUpWith(email('fraudgroup'), {
          ref: code,
          affiliate_id: '7103',
          group_id: 'other',
        });
        expect(byField).toMatchObject({ ret_code: 47040 });
        const byTracking = await signUpWith(email('fraudtrack'), {
          ref: code,
          channel_info: { affiliate_id: '7199', medium: 'affiliate' },
        });
        expect(byTracking).toMatchObject({ ret_code: 47040 });
      });

      it("a person's referral code with an affiliate_id: refused (47040)", async () => {
        const a = await signUpByEmail(t, email('refowner'));
        const { code } = (await ownCode(a.token)).result as { code: string };
        const answer = await signUpWith(email('refplusaff'), { ref: code, affiliate_id: '7104' });
        expect(answer).toMatchObject({ ret_code: 47040 });
      });

      it('new mode: a mismatch is refused at the ACCOUNT step, before any code is sent', async () => {
        const code = await affiliateCode('7105', 'ge');
        const before = t.delivery.sent.length;
        const sent = await stepSignUpWith(email('stepfraud'), { ref: code, affiliate_id: '7999' });
        expect(sent).toMatchObject({ ret_code: 47040 });
        expect(t.delivery.sent.length).toBe(before);
      });

      it("the code's own affiliate_id and group_id are accepted and kept", async () => {
        const code = await affiliateCode('7106', 'gf');
        const joined = await signUpWith(email('honestaff'), {
          ref: code,
          affiliate_id: '7106',
          group_id: 'gf',
          channel_info: { affiliate_id: '7106', group_id: 'gf', medium: 'affiliate' },
        });
        expect(joined.ret_code).toBe(0);
        expect(await operator.referral.channelOf(String(joined.result.id))).toMatchObject({
          source: 'affiliate',
          ref_kind: 'affiliate',
          affiliate_id: '7106',
          group_id: 'gf',
        });
      });
    });

    it('"Affiliate id: all digits": a non-digit affiliate_id answers 10004', async () => {
      const answer = await signUpWith(email('badaff'), { affiliate_id: '12a' });
      expect(answer).toMatchObject({ ret_code: 10004 });
    });

    it('affiliate anonymity on both paths: isShow and code; 10002 unknown; 610017 other group', async () => {
      const made = await admin('affiliate-code', 'create', '8001', '--group', 'vip');
      const code = /affiliate code: (\S+)/.exec(made.out)![1]!;
      for (const path of ['/affiliate/v5/anonymity', '/s1/affiliate-openapi/anonymity']) {
        expect(json(await postJson(t.app, path, { affiliate_id: '8001' }))).toMatchObject({
          ret_code: 0,
          result: { isShow: 1, is_anonymity: 0, code },
        });
        expect(
          json(await postJson(t.app, path, { affiliate_id: '8001', group_id: 'vip' })),
        ).toMatchObject({ ret_code: 0 });
        expect(json(await postJson(t.app, path, { affiliate_id: '999999' }))).toMatchObject({
          ret_code: 10002,
        });
        expect(
          json(await postJson(t.app, path, { affiliate_id: '8001', group_id: 'other' })),
        ).toMatchObject({ ret_code: 610017 });
      }
      await admin('affiliate-code', 'create', '8002', '--anonymous', '--nickname', 'Hidden');
      const hidden = json(
        await postJson(t.app, '/affiliate/v5/anonymity', { affiliate_id: '8002' }),
      );
      expect(hidden.result).toMatchObject({ isShow: 0, is_anonymity: 1 });
      const hiddenCode = String(hidden.result.code);
      expect((await check(hiddenCode)).result).toEqual({
        scene: 1,
        tpl: 'affiliate',
        info: { success: true },
      });
    });

    it('"Affiliate open info": nickname and headimg from the stored affiliate; 610016 when none', async () => {
      await admin(
        'affiliate-code',
        'create',
        '9001',
        '--nickname',
        'Crypto Carla',
        '--avatar',
        'https://cdn.example.com/carla.png',
        '--group',
        'g9',
      );
      const open = (body: object) => postJson(t.app, '/affiliate/apis/v1/open-info', body);
      expect(json(await open({ affid: '9001', country: 'GB', group_id: 'g9' }))).toMatchObject({
        ret_code: 0,
        result: {
          nickname: 'Crypto Carla',
          headimg: 'https://cdn.example.com/carla.png',
          groupInfo: { content: 'g9', type: 1 },
        },
      });
      expect(json(await open({ affid: '424242' }))).toMatchObject({ ret_code: 610016 });
      expect(json(await open({ affid: '8002' }))).toMatchObject({ ret_code: 610016 });
      expect(json(await open({ affid: 'abc' }))).toMatchObject({ ret_code: 10004 });
    });

    it('cabital post-register is private and stores the channel attach', async () => {
      const body = { channel: 'cabital', uuid: 'cab-123', status: 1 };
      const path = '/v3/private/misc/cabital/post-register';
      expect(json(await postJson(t.app, path, body))).toMatchObject({ ret_code: 10005 });
      const a = await signUpByEmail(t, email('cabital'));
      expect(json(await postJson(t.app, path, body, { usertoken: a.token }))).toMatchObject({
        ret_code: 0,
      });
      expect(await operator.referral.attachOf(a.id, 'cabital')).toMatchObject({
        uuid: 'cab-123',
        status: '1',
      });
    });

    it('redeem amounts come from REDEEM_AMOUNTS and HIDE_REDEEM_SITES', async () => {
      const answer = json(await t.app.inject({ url: '/x-api/v3/public/redeem-config' }));
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
  'referral code check is rate-limited (enumeration) on $name',
  (database) => {
    let fresh: FreshDatabase;
    let t: TestApp;
    beforeAll(async () => {
      fresh = await database.create();
      t = await buildTestApp(fresh, { RATE_LIMIT_CODE_INFO_PER_MINUTE: '3' });
    });
    afterAll(async () => {
      await t?.app.close();
      await fresh?.dispose();
    });

    it('past RATE_LIMIT_CODE_INFO_PER_MINUTE the check answers 10006 in the envelope', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push(json(await postJson(t.app, '/s1/code/info', { code: `GUESS${i}` })).ret_code);
      }
      expect(codes).toEqual([0, 0, 0, 10006]);
    });
  },
);
