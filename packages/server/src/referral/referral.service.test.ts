/**
 * The referral use-cases without HTTP (behaviour §3 "Channel info", "Referral code check
 * result", "Affiliate open info", "Registration tracking fields"; §5 "Referral code";
 * docs/decisions/028, 038): a real store on each engine and a fake clock.
 */
import { describe, expect, it } from 'vitest';
import { runAdmin } from '../admin/admin.js';
import { insertAccount } from '../test-support/accounts.js';
import { databases } from '../test-support/databases.js';
import { freshTestDeps } from '../test-support/test-app.js';
import {
  affiliateAnonymity,
  affiliateOpenInfo,
  attachChannel,
  codeInfo,
  createAffiliateCode,
  createBrokerCode,
  ensureOwnCode,
  openReferralAccount,
  resolveSignUpChannel,
  type ChannelFields,
  type SignUpChannel,
} from './referral.service.js';

const GENERATED_CODE = /^[A-HJKMNP-Z2-9]{8}$/;

describe.each(databases)('referral, affiliate and broker codes, on $name', (database) => {
  const deps = freshTestDeps(database);
  const admin = (...argv: string[]) => runAdmin(argv, { store: deps.store, clock: deps.clock });
  let affiliates = 7000;

  /** An account made as sign-up makes it: the row and its referral side in one transaction. */
  async function signedUp(fields?: ChannelFields): Promise<string> {
    const channel = fields ? await resolved(fields) : undefined;
    const account = await insertAccount(deps);
    await deps.store.atomically(async (tx) => {
      await openReferralAccount(tx, account.id, channel, deps.clock.now());
      return { ok: true };
    });
    return account.id;
  }
  async function resolved(fields: ChannelFields): Promise<SignUpChannel> {
    const outcome = await resolveSignUpChannel(deps, fields);
    if (!outcome.ok) throw new Error(outcome.error.kind);
    return outcome.value;
  }
  const ownCodeOf = (accountId: string) => ensureOwnCode(deps.store, accountId, deps.clock.now());
  /** An operator's affiliate code for a new affiliate id; answers the id and the code. */
  async function anAffiliate(more: { groupId?: string; nickname?: string; anonymous?: boolean }) {
    const affiliateId = String((affiliates += 1));
    const made = await createAffiliateCode(deps.store, { affiliateId, ...more }, deps.clock.now());
    if (made === 'exists') throw new Error('affiliate exists');
    return { affiliateId, code: made.code };
  }

  describe("the account's own code", () => {
    it('every account gets its own code when it is made: 8 characters without look-alikes', async () => {
      const first = await signedUp();
      const row = await deps.store.referral.codeOfAccount(first);
      expect(row).toMatchObject({ kind: 'referral', account_id: first });
      expect(row!.code).toMatch(GENERATED_CODE);
      expect(await ownCodeOf(first)).toBe(row!.code);
      expect(await ownCodeOf(await signedUp())).not.toBe(row!.code);
    });

    it('an account older than the codes is given one when first asked, the same ever after', async () => {
      const older = (await insertAccount(deps)).id;
      expect(await deps.store.referral.codeOfAccount(older)).toBeUndefined();
      const first = await ownCodeOf(older);
      expect(first).toMatch(GENERATED_CODE);
      expect(await ownCodeOf(older)).toBe(first);
    });
  });

  describe('behaviour §3 "Referral code check result"', () => {
    it('an account\'s code: scene 2, tpl referral, info.success; compared without case or spaces (behaviour §5 "Referral code")', async () => {
      const code = await ownCodeOf(await signedUp());
      const referral = { scene: 2, tpl: 'referral', info: { success: true } };
      expect(await codeInfo(deps, code)).toEqual(referral);
      expect(await codeInfo(deps, ` ${code.toLowerCase()} `)).toEqual(referral);
    });

    it('an unknown or empty code is an answer, not an error: scene 0, tpl empty, info.success false', async () => {
      const unknown = { scene: 0, tpl: '', info: { success: false } };
      expect(await codeInfo(deps, 'NOSUCHCODE')).toEqual(unknown);
      expect(await codeInfo(deps, '   ')).toEqual(unknown);
    });

    it("scene 1 for an affiliate's code with its nickname; an anonymous affiliate's without it", async () => {
      const named = await anAffiliate({ nickname: 'Ada Trades' });
      expect(await codeInfo(deps, named.code)).toEqual({
        scene: 1,
        tpl: 'affiliate',
        info: { success: true, nickname: 'Ada Trades' },
      });
      const hidden = await anAffiliate({ nickname: 'Hidden', anonymous: true });
      expect(await codeInfo(deps, hidden.code)).toEqual({
        scene: 1,
        tpl: 'affiliate',
        info: { success: true },
      });
    });

    it("scene 3 for a broker's code", async () => {
      const made = await createBrokerCode(deps.store, 'desk-3', deps.clock.now());
      expect(made).toEqual({ code: 'DESK-3' });
      expect(await codeInfo(deps, 'Desk-3')).toEqual({
        scene: 3,
        tpl: 'broker',
        info: { success: true },
      });
    });
  });

  describe("the operators' codes (decision 028)", () => {
    it('a broker code is kept upper-case, once without case, and only of 3-20 of A-Z 0-9 _ -', async () => {
      const now = deps.clock.now();
      expect(await createBrokerCode(deps.store, 'desk-9', now)).toEqual({ code: 'DESK-9' });
      expect(await createBrokerCode(deps.store, 'DESK-9', now)).toBe('exists');
      for (const bad of ['a b', 'ab', 'A'.repeat(21), 'desk.9']) {
        expect(await createBrokerCode(deps.store, bad, now), bad).toBe('invalid');
      }
    });

    it('an affiliate has one code: a second for the same affiliate id exists already', async () => {
      const { affiliateId } = await anAffiliate({});
      expect(await createAffiliateCode(deps.store, { affiliateId }, deps.clock.now())).toBe(
        'exists',
      );
    });

    it('the admin CLI makes and lists them: refused 1 when taken, usage 2 when ill-formed', async () => {
      const made = await admin('affiliate-code', 'create', '7901', '--nickname', 'Ada Trades');
      expect(made.code).toBe(0);
      const affiliateCode = /affiliate code: (\S+)/.exec(made.out)![1]!;
      expect((await admin('broker-code', 'create', 'desk-7')).out).toBe('broker code: DESK-7');
      expect((await admin('broker-code', 'create', 'DESK-7')).code).toBe(1);
      expect((await admin('broker-code', 'create', 'a b')).code).toBe(2);
      expect((await admin('affiliate-code', 'create', '7901')).code).toBe(1);
      expect((await admin('affiliate-code', 'create', '79x1')).code).toBe(2);
      const listed = (await admin('codes')).out;
      expect(listed).toContain(`${affiliateCode} affiliate affiliate 7901 "Ada Trades"`);
      expect(listed).toContain('DESK-7 broker');
      expect((await admin('codes', '--kind', 'broker')).out).not.toContain(affiliateCode);
    });
  });

  describe('a sign-up\'s code and channel (behaviour §3 "Registration tracking fields")', () => {
    it('an unknown code refuses the sign-up (42001, behaviour §5 "Referral code")', async () => {
      expect(await resolveSignUpChannel(deps, { ref: 'NOSUCH42' })).toEqual({
        ok: false,
        error: { kind: 'referralCodeUnknown' },
      });
    });

    it('without a code the channel has none, and the source is normal', async () => {
      expect(await resolveSignUpChannel(deps, { regist_channel: 'web' })).toEqual({
        ok: true,
        value: { fields: { regist_channel: 'web', ref: undefined }, code: undefined },
      });
      const plain = await signedUp({});
      expect(await deps.store.referral.channelOf(plain)).toMatchObject({
        source: 'normal',
        ref: null,
        referrer_account_id: null,
      });
    });

    it('source referral when a code is present: the code, normalised, and its owner are kept with the account', async () => {
      const inviter = await signedUp();
      const code = await ownCodeOf(inviter);
      const invitee = await signedUp({ ref: ` ${code.toLowerCase()} ` });
      expect(await deps.store.referral.channelOf(invitee)).toMatchObject({
        source: 'referral',
        ref: code,
        ref_kind: 'referral',
        referrer_account_id: inviter,
      });
      expect((await admin('source', invitee)).out).toContain(
        `source referral ref ${code} (referral) referrer ${inviter}`,
      );
    });

    it('user_code counts as the code when ref is absent or empty; ref wins over it', async () => {
      const code = await ownCodeOf(await signedUp());
      for (const fields of [{ user_code: code.toLowerCase() }, { ref: '', user_code: code }]) {
        expect((await resolved(fields)).fields.ref).toBe(code);
      }
      expect(await resolveSignUpChannel(deps, { user_code: 'NOSUCH42' })).toMatchObject({
        ok: false,
        error: { kind: 'referralCodeUnknown' },
      });
      expect((await resolved({ ref: code, user_code: 'NOSUCH42' })).fields.ref).toBe(code);
    });

    it('isManuallyModifyUserCode is kept as ext_json.is_manual_input, unless the tracking fields say it', async () => {
      const code = await ownCodeOf(await signedUp());
      const typed = await resolved({ user_code: code, isManuallyModifyUserCode: 1 });
      expect(typed.fields.channel_info).toEqual({ ext_json: { is_manual_input: 1 } });
      expect(typed.fields).not.toHaveProperty('user_code');
      expect(typed.fields).not.toHaveProperty('isManuallyModifyUserCode');
      const preset = await resolved({ ref: code, isManuallyModifyUserCode: false });
      expect(preset.fields.channel_info).toEqual({ ext_json: { is_manual_input: 0 } });
      const said = await resolved({
        ref: code,
        isManuallyModifyUserCode: true,
        channel_info: { ext_json: { is_manual_input: 0, tg_source: 'bot' } },
      });
      expect(said.fields.channel_info).toEqual({
        ext_json: { is_manual_input: 0, tg_source: 'bot' },
      });
    });

    it('source affiliate when affiliate_id is present; empty tracking values are dropped', async () => {
      const id = await signedUp({
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
      const channel = await deps.store.referral.channelOf(id);
      expect(channel).toMatchObject({
        source: 'affiliate',
        affiliate_id: '7002',
        group_id: 'g1',
        regist_channel: 'web',
      });
      expect(JSON.parse(channel!.tracking)).toEqual({
        affiliate_id: '7002',
        medium: 'affiliate',
        utmsource: 'news',
        ext_json: { eu_subscription: 0 },
      });
    });
  });

  describe("affiliate_id and group_id sent with a code must be the code's own (47040, decision 038)", () => {
    const mismatch = { ok: false, error: { kind: 'referralChannelMismatch' } };

    it("affiliate A's code with affiliate B's id is refused, in the fields or the tracking fields", async () => {
      const a = await anAffiliate({ groupId: 'ga' });
      const b = await anAffiliate({ groupId: 'gb' });
      expect(
        await resolveSignUpChannel(deps, { ref: a.code, affiliate_id: b.affiliateId }),
      ).toEqual(mismatch);
      const tracking = { ref: a.code, channel_info: { affiliate_id: b.affiliateId } };
      expect(await resolveSignUpChannel(deps, tracking)).toEqual(mismatch);
    });

    it("another group than the code's is refused, in the fields or the tracking fields", async () => {
      const { affiliateId, code } = await anAffiliate({ groupId: 'gc' });
      const byField = { ref: code, affiliate_id: affiliateId, group_id: 'other' };
      expect(await resolveSignUpChannel(deps, byField)).toEqual(mismatch);
      const byTracking = { ref: code, channel_info: { group_id: 'other' } };
      expect(await resolveSignUpChannel(deps, byTracking)).toEqual(mismatch);
    });

    it("a person's referral code with an affiliate_id is refused", async () => {
      const code = await ownCodeOf(await signedUp());
      expect(await resolveSignUpChannel(deps, { ref: code, affiliate_id: '7104' })).toEqual(
        mismatch,
      );
    });

    it("the code's own affiliate_id and group_id are accepted and kept, with the code's kind", async () => {
      const { affiliateId, code } = await anAffiliate({ groupId: 'gf' });
      const id = await signedUp({
        ref: code,
        affiliate_id: affiliateId,
        group_id: 'gf',
        channel_info: { affiliate_id: affiliateId, group_id: 'gf', medium: 'affiliate' },
      });
      expect(await deps.store.referral.channelOf(id)).toMatchObject({
        source: 'affiliate',
        ref: code,
        ref_kind: 'affiliate',
        affiliate_id: affiliateId,
        group_id: 'gf',
      });
    });

    it("a code alone brings its affiliate's ids with it", async () => {
      const { affiliateId, code } = await anAffiliate({ groupId: 'gg' });
      const id = await signedUp({ ref: code });
      expect(await deps.store.referral.channelOf(id)).toMatchObject({
        affiliate_id: affiliateId,
        group_id: 'gg',
      });
    });
  });

  describe('behaviour §3 "Affiliate open info" and the anonymity look-up', () => {
    it('anonymity: isShow 1 and the code for a shown affiliate, with its own group or none', async () => {
      const { affiliateId, code } = await anAffiliate({ groupId: 'vip' });
      const shown = { ok: true, value: { isShow: 1, is_anonymity: 0, code } };
      expect(await affiliateAnonymity(deps, affiliateId, undefined)).toEqual(shown);
      expect(await affiliateAnonymity(deps, affiliateId, 'vip')).toEqual(shown);
    });

    it('anonymity: isShow 0 for an anonymous affiliate; unknown is no data, another group a mismatch', async () => {
      const hidden = await anAffiliate({ anonymous: true });
      expect(await affiliateAnonymity(deps, hidden.affiliateId, undefined)).toEqual({
        ok: true,
        value: { isShow: 0, is_anonymity: 1, code: hidden.code },
      });
      expect(await affiliateAnonymity(deps, '999999', undefined)).toEqual({
        ok: false,
        error: { kind: 'affiliateNoData' },
      });
      const grouped = await anAffiliate({ groupId: 'vip' });
      expect(await affiliateAnonymity(deps, grouped.affiliateId, 'other')).toEqual({
        ok: false,
        error: { kind: 'affiliateGroupMismatch' },
      });
    });

    it('open info: nickname and headimg; groupInfo type 1 for its own group, 0 for another', async () => {
      const affiliateId = String((affiliates += 1));
      const avatar = 'https://cdn.example.com/carla.png';
      const input = { affiliateId, groupId: 'g9', nickname: 'Crypto Carla', avatar };
      await createAffiliateCode(deps.store, input, deps.clock.now());
      expect(await affiliateOpenInfo(deps, affiliateId, 'g9')).toEqual({
        ok: true,
        value: {
          nickname: 'Crypto Carla',
          headimg: avatar,
          personalSignature: '',
          content: [],
          groupInfo: { content: 'g9', type: 1 },
        },
      });
      expect(await affiliateOpenInfo(deps, affiliateId, undefined)).toMatchObject({
        ok: true,
        value: { groupInfo: { content: 'g9', type: 0 } },
      });
    });

    it('open info: none for an unknown, an anonymous or an unnamed affiliate (610016)', async () => {
      const anonymous = await anAffiliate({ nickname: 'Hidden', anonymous: true });
      const unnamed = await anAffiliate({});
      for (const affiliateId of ['424242', anonymous.affiliateId, unnamed.affiliateId]) {
        expect(await affiliateOpenInfo(deps, affiliateId, undefined), affiliateId).toEqual({
          ok: false,
          error: { kind: 'affiliateOpenInfoMissing' },
        });
      }
    });
  });

  it('behaviour §4 "Cabital": the channel attach is kept per account and channel, the last one winning', async () => {
    const id = (await insertAccount(deps)).id;
    await attachChannel(deps, id, { channel: 'cabital', uuid: 'cab-1', status: 1 });
    expect(await deps.store.referral.attachOf(id, 'cabital')).toMatchObject({
      uuid: 'cab-1',
      status: '1',
    });
    await attachChannel(deps, id, { channel: 'cabital', uuid: 'cab-2', status: undefined });
    expect(await deps.store.referral.attachOf(id, 'cabital')).toMatchObject({
      uuid: 'cab-2',
      status: '',
    });
  });
});
