/**
 * The invite avatar (decision 142) as the invite page and a prober call it: the avatar of an
 * affiliate's public card by id and country; an affiliate with no public card (anonymous, or
 * no nickname) is 610016 as on open-info, so the avatar never outs an affiliate the card
 * hides; bad input is 10004 in the envelope; the look-up is limited as the other affiliate
 * look-ups (RATE_LIMIT_CODE_INFO_PER_MINUTE).
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { createAffiliateCode, type AffiliateCodeInput } from './referral.service.js';

const AVATAR = '/affiliate/apis/v1/avatar';

describe.each(databases)('the invite avatar by id and country on $name', (database) => {
  const t = routeTestApp(database, { RATE_LIMIT_CODE_INFO_PER_MINUTE: '1000' });
  const affiliate = async (input: AffiliateCodeInput) => {
    expect(await createAffiliateCode(t.store, input, t.clock.now())).not.toBe('exists');
  };
  const avatarOf = (query: string) => t.get(`${AVATAR}?${query}`);

  it("answers headimg, the avatar of the affiliate's card, whatever the page's country", async () => {
    const avatar = 'https://cdn.example.com/avatar-7701.png';
    await affiliate({ affiliateId: '7701', nickname: 'Avatar Ava', avatar });
    for (const query of ['affid=7701&country=GB', 'affid=7701&country=TUR', 'affid=7701']) {
      expect(await avatarOf(query)).toEqual({
        ret_code: 0,
        ret_msg: 'OK',
        result: { headimg: avatar },
      });
    }
  });

  it("an affiliate's card without an avatar answers headimg ''", async () => {
    await affiliate({ affiliateId: '7702', nickname: 'No Picture' });
    expect((await avatarOf('affid=7702&country=GB')).result).toEqual({ headimg: '' });
  });

  it('a prober learns nothing the card hides: an anonymous affiliate, one without a nickname and no affiliate at all all answer 610016', async () => {
    const avatar = 'https://cdn.example.com/hidden.png';
    await affiliate({ affiliateId: '7703', nickname: 'Hidden', avatar, anonymous: true });
    await affiliate({ affiliateId: '7704', avatar });
    for (const affid of ['7703', '7704', '7705']) {
      const answer = await avatarOf(`affid=${affid}&country=GB`);
      expect(answer).toMatchObject({ ret_code: 610016 });
      expect(JSON.stringify(answer)).not.toContain('hidden.png');
    }
  });

  it.each([
    ['an affid not all digits', 'affid=77a1&country=GB'],
    ['an affid over 20 digits', `affid=${'7'.repeat(21)}&country=GB`],
    ['no affid', 'country=GB'],
    ['a country that is not two or three letters', 'affid=7701&country=G1'],
    ['markup as the country', 'affid=7701&country=%3Cb%3E'],
  ])('%s is refused as invalid parameters in the envelope, never a 500', async (_, query) => {
    const response = await t.inject('GET', `${AVATAR}?${query}`);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ ret_code: 10004, ret_msg: expect.any(String) });
  });
});

describe.each(databases)(
  'the invite avatar is limited as the affiliate look-ups on $name',
  (database) => {
    const t = routeTestApp(database, { RATE_LIMIT_CODE_INFO_PER_MINUTE: '3' });

    it('a prober walking affiliate ids is answered 10006 past RATE_LIMIT_CODE_INFO_PER_MINUTE', async () => {
      const codes: number[] = [];
      for (let id = 1; id <= 4; id += 1) {
        codes.push((await t.get(`${AVATAR}?affid=${6600 + id}&country=GB`)).ret_code);
      }
      expect(codes).toEqual([610016, 610016, 610016, 10006]);
    });
  },
);
