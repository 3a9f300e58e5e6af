import { RESEND_COOLDOWN_MS } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { startOidcProvider, type TestOidcProvider } from '../test-support/oidc-provider.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf } from '../test-support/test-app.js';
import { ownBrowsers, popupEnv, popupRedirectUris } from '../test-support/third-party-flows.js';
import { issuerKeys } from '../third-party/issuer-keys.js';
import { RECENT_WAY_IN_MS, WAYS_IN_REVIEW_TTL_MS } from './ways-in-review.service.js';

const THIRD_PARTY = '/user/public/login/thirdparty';
const RECOVERY_SEND = '/user/find-password/validation';
const RECOVERY_RESET = '/user/find/password';
const REVIEW = '/user/find/password/ways-in';
const HOUR_MS = 3_600_000;

/**
 * Issue 34, point 5 (recovery's half), as the attacker plays it: with a stolen session or the
 * password, the thief links their own Google (or binds their Telegram); the owner resets the
 * password by recovery. Before decision 110 the sessions ended but the link went on signing
 * the thief in. Now the reset holds back every way in the owner may not have made, and the
 * owner keeps or removes each.
 */
describe.each(databases)(
  'a recovery reviews the ways in a thief could have made, on $name',
  (database) => {
    let idp: TestOidcProvider;
    const env: Record<string, string> = {};
    beforeAll(async () => {
      idp = await startOidcProvider(undefined, { redirectUris: popupRedirectUris() });
      Object.assign(env, {
        ...popupEnv(idp),
        RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
        RATE_LIMIT_SEND_CODE_PER_MINUTE: '10000',
      });
    });
    afterAll(async () => {
      await idp?.close();
    });
    const t = routeTestApp(database, env, { idTokenKeys: issuerKeys({}) });
    const browsers = ownBrowsers(t, () => idp);
    let n = 0;
    const newEmail = () => `reviewed${(n += 1)}-${Date.now()}@example.com`;

    /** Signs in with `person`'s Google through our popup: the account it lands in, if any. */
    async function googleSignsInto(person: { sub: string; email: string }) {
      // The provider signs on the real clock: the server's is brought back to it first.
      t.clock.set(Date.now());
      const token = await browsers.token({ ...person, email_verified: true });
      const answer = await browsers.post(THIRD_PARTY, { token_type: 'google', token });
      return answer.ret_code === 0 ? String(answer.result.id) : `refused ${answer.ret_code}`;
    }
    /** The thief's own Google linked to the victim's account `ago` ms before now. */
    async function thiefLinks(accountId: string, ago: number) {
      const thief = { sub: `thief-${(n += 1)}`, email: `thief${n}@example.net` };
      await t.store.thirdPartyLinks.insert({
        issuer: idp.issuer,
        subject: thief.sub,
        account_id: accountId,
        provider: 'google',
        created_at: t.clock.now() - ago,
      });
      return thief;
    }
    /** The account, and every link it was made with, as made `ago` ms before now. */
    async function madeAgo(accountId: string, ago: number) {
      const { db } = t.store;
      const account = await t.store.accounts.findById(accountId);
      const then = t.clock.now() - ago;
      await db
        .updateTable('accounts')
        .set({ created_at: then })
        .where('id', '=', accountId)
        .execute();
      await db
        .updateTable('third_party_links')
        .set({ created_at: then })
        .where('account_id', '=', accountId)
        .where('created_at', '<=', account!.created_at)
        .execute();
    }
    /** The owner resets the password by the code sent to the mailbox. */
    async function recover(email: string) {
      t.clock.advance(RESEND_COOLDOWN_MS + 1_000);
      expect((await t.post(RECOVERY_SEND, { email })).ret_code).toBe(0);
      const code = t.delivery.lastCodeTo(email);
      const reset = await t.post(RECOVERY_RESET, {
        email,
        emailverify: code,
        password: digestOf('N3w-Passw0rd'),
      });
      expect(reset.ret_code).toBe(0);
      return reset.result as { ways_in?: { way: string; held: boolean }[]; review_token?: string };
    }

    it('a provider linked within the last day stops signing in at the reset, and stays removed unless the owner keeps it', async () => {
      const email = newEmail();
      const victim = await signUpByEmail(t, email);
      const thief = await thiefLinks(victim.id, 2 * HOUR_MS);
      expect(await googleSignsInto(thief)).toBe(victim.id);

      const review = await recover(email);
      expect(review.ways_in).toEqual([
        { way: 'google', linked_at: expect.any(Number), held: true },
      ]);
      expect(review.review_token).toEqual(expect.any(String));
      // Held: the thief's Google is no longer a way into the victim's account.
      expect(await googleSignsInto(thief)).not.toBe(victim.id);

      // The owner keeps nothing: the held link is gone for good, and the review is spent.
      const done = await t.post(REVIEW, { review_token: review.review_token, keep: [] });
      expect(done).toMatchObject({ ret_code: 0, result: { ways_in: [] } });
      expect(await t.store.waysIn.held(victim.id)).toEqual([]);
      expect((await t.post(REVIEW, { review_token: review.review_token, keep: [] })).ret_code).toBe(
        10004,
      );
    });

    it('the owner keeps a recent link that was theirs: it signs in again', async () => {
      const email = newEmail();
      const owner = await signUpByEmail(t, email);
      const ownGoogle = await thiefLinks(owner.id, HOUR_MS);
      const review = await recover(email);
      expect(review.ways_in?.[0]).toMatchObject({ way: 'google', held: true });
      const kept = await t.post(REVIEW, { review_token: review.review_token, keep: ['google'] });
      expect(kept).toMatchObject({
        ret_code: 0,
        result: { ways_in: [{ way: 'google', held: false }] },
      });
      expect(await googleSignsInto(ownGoogle)).toBe(owner.id);
    });

    it('an old link is listed, not held; the owner may still remove it', async () => {
      const email = newEmail();
      const owner = await signUpByEmail(t, email);
      await madeAgo(owner.id, 10 * RECENT_WAY_IN_MS);
      const old = await thiefLinks(owner.id, 3 * RECENT_WAY_IN_MS);
      const review = await recover(email);
      expect(review.ways_in).toEqual([
        { way: 'google', linked_at: expect.any(Number), held: false },
      ]);
      expect(await googleSignsInto(old)).toBe(owner.id);
      expect((await t.post(REVIEW, { review_token: review.review_token, keep: [] })).ret_code).toBe(
        0,
      );
      expect(await googleSignsInto(old)).not.toBe(owner.id);
    });

    it("an account made through a provider loses that provider's link when the mailbox's owner recovers it, unless kept", async () => {
      // Someone signs up with a provider that vouched for an e-mail they do not hold.
      const email = newEmail();
      const creator = { sub: `creator-${(n += 1)}`, email };
      const accountId = await googleSignsInto(creator);
      expect(accountId).toMatch(/^\d+$/);
      // Days later the mailbox's real owner recovers the account.
      await madeAgo(accountId, 5 * RECENT_WAY_IN_MS);
      const review = await recover(email);
      expect(review.ways_in).toEqual([
        { way: 'google', linked_at: expect.any(Number), held: true },
      ]);
      expect(await googleSignsInto(creator)).not.toBe(accountId);
    });

    it('a Telegram account bound within the last day is held too; the review ends after its time', async () => {
      const email = newEmail();
      const victim = await signUpByEmail(t, email);
      await t.store.telegram.bind('777000111', victim.id, t.clock.now() - HOUR_MS);
      const review = await recover(email);
      expect(review.ways_in).toEqual([
        { way: 'telegram', linked_at: expect.any(Number), held: true },
      ]);
      expect(await t.store.telegram.byAccount(victim.id)).toBeUndefined();
      t.clock.advance(WAYS_IN_REVIEW_TTL_MS);
      const late = await t.post(REVIEW, { review_token: review.review_token, keep: ['telegram'] });
      expect(late.ret_code).toBe(10004);
      expect(await t.store.telegram.byAccount(victim.id)).toBeUndefined();
    });

    it('an account with no other way in is answered no review at all', async () => {
      const email = newEmail();
      await signUpByEmail(t, email);
      expect(await recover(email)).toEqual({});
    });
  },
);
