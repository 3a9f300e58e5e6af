import { describe, expect, it } from 'vitest';
import { localizedPath } from '../../routing/localized-path';
import { matchRoute } from '../../routing/match-route';
import { ENTRY_ROUTES, entryOptions } from './entry-routes';

const entryAt = (pathname: string) => matchRoute(ENTRY_ROUTES, localizedPath(pathname).path)?.entry;

describe('behaviour §2: /invite, /friend-invite and /channel-register are recognised by prefix after removing the language segment', () => {
  it('each path itself, with or without a language segment', () => {
    expect(entryAt('/invite')).toBe('invitation');
    expect(entryAt('/en/friend-invite')).toBe('invitation');
    expect(entryAt('/ar-SA/channel-register')).toBe('channel');
  });

  it('an unknown suffix under a known prefix still matches', () => {
    expect(entryAt('/en/invite/ABC123')).toBe('invitation');
    expect(entryAt('/tr-TUR/friend-invite/x/y/')).toBe('invitation');
    expect(entryAt('/de/channel-register/spring-campaign')).toBe('channel');
  });

  it('a prefix is a whole segment: a longer word is no entry', () => {
    expect(entryAt('/en/invites')).toBeUndefined();
    expect(entryAt('/en/channel-registers')).toBeUndefined();
    expect(entryAt('/en/app/invite')).toBeUndefined();
  });

  it('an unknown language segment is no language, so the path matches nothing', () => {
    expect(entryAt('/xx-XX/invite')).toBeUndefined();
  });
});

describe('what each entry opens', () => {
  it('/invite and /friend-invite open sign-up as an invitation, the code it brought read-only', () => {
    expect(entryOptions('invitation', '?ref=ABC123')).toEqual({
      isInvitePage: true,
      referralReadOnly: true,
    });
  });

  it('an invitation without a code leaves the referral field open', () => {
    expect(entryOptions('invitation', '')).toEqual({ isInvitePage: true, referralReadOnly: false });
  });

  it('/channel-register opens plain sign-up: the channel comes from the query, as on every sign-up', () => {
    expect(entryOptions('channel', '?register_channel=partner-7')).toEqual({});
  });
});
