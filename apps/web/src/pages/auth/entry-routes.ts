/**
 * The sign-up entries of behaviour §2 besides `/register` and `/sign-up`: `/invite`,
 * `/friend-invite` and `/channel-register`, recognised by prefix after the language segment as
 * `/login` and `/register` are (an unknown suffix under them still matches: `/invite/abc`).
 * Matched by `OtherPage`, off the first chunk (decision 047): a visitor arrives on them from an
 * inviter's or a partner's link, never by a step of the log-in or sign-up screen.
 */
import type { RegisterLoginPageProps } from '@foyer/ui';

/** What an entry opens: sign-up as an invitation, or sign-up for a channel. */
export type SignUpEntry = 'invitation' | 'channel';

export const ENTRY_ROUTES: readonly { path: string; entry: SignUpEntry }[] = [
  { path: '/invite/*', entry: 'invitation' },
  { path: '/friend-invite/*', entry: 'invitation' },
  { path: '/channel-register/*', entry: 'channel' },
];

/** The widget options an entry adds to the sign-up page. */
export type EntryOptions = Pick<RegisterLoginPageProps, 'isInvitePage' | 'referralReadOnly'>;

/**
 * An invitation shows the invitation heading, and the code it brought (`?ref=`) read-only: the
 * inviter's code is the point of the link. Without a code the field stays open. A channel entry
 * adds nothing: every sign-up reads its channel from the query (`register_channel`,
 * `channel_source`, behaviour §2 "Query parameters read").
 */
export function entryOptions(entry: SignUpEntry, search: string): EntryOptions {
  if (entry === 'channel') return {};
  return { isInvitePage: true, referralReadOnly: Boolean(new URLSearchParams(search).get('ref')) };
}
