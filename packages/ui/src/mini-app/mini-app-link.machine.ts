/**
 * Link-auth inside Telegram's Mini App (behaviour §4 "Mini-app steps"; docs/decisions/089). The
 * page first asks whether the person is logged in to Foyer in this web view; if not, it is the
 * authorisation page of decision 071
 * (`signedOut`). If so, it offers to link the Telegram person to that account: "Allow bot
 * messages" ticked at first, Accept only while it is ticked (behaviour §2, as on the
 * authorisation page), Decline goes on unlinked. Accept carries the person's proof that it is
 * them (decision 106: the password, or a sent code, and the authenticator code when on); a
 * refusal of it comes back to the offer, said beside its field. No React, no fetch:
 * use-mini-app-link.ts provides the calls and the effects.
 */
import { RET_CODES } from '@foyer/contract';
import type { ApiOutcome } from '../api/api-outcome';
import { assign, fromPromise, setup } from '../machine';
import {
  reauthProblemOf,
  type ReauthMethod,
  type ReauthProblem,
  type ReauthValues,
} from '../reauth/use-reauthentication';

/** What Accept carries: how the account re-authenticates, and what the person typed. */
export interface LinkProof {
  method: ReauthMethod;
  values: ReauthValues;
}

/** The bind call's answer (POST /user/private/bind/telegram). */
export type LinkAnswer = ApiOutcome<{ tg_bind_result: string }>;

/** behaviour §8's name for a bind that failed without a reason of its own. */
export const LINK_SYSTEM_ERROR = 'telegramLinkSystemError';

/** What the bind call's answer means for the page: the one place that reads it. */
export type LinkOutcome =
  | { kind: 'linked' }
  /** The session ended before Accept (10005): the person is not logged in after all. */
  | { kind: 'signedOut' }
  /** The launch data is older than five minutes (40004): reopening the app renews it. */
  | { kind: 'expired' }
  /**
   * 40004 in the special mode (the OAuth-embedded view, decision 152): passed silently, no
   * dialog and no toast; the offer again.
   */
  | { kind: 'passedSilently' }
  /** The password or a code was refused (decision 106): the offer again, said beside it. */
  | { kind: 'reauthRefused'; problem: ReauthProblem }
  /** 10016, the bind's time ran out: its toast says so (decision 152); the offer again. */
  | { kind: 'bindExpired' }
  | { kind: 'refused'; bindResult: string };

export function linkOutcomeOf(answer: LinkAnswer, specialMode = false): LinkOutcome {
  if (answer.ok) return { kind: 'linked' };
  if (answer.retCode === RET_CODES.NOT_LOGGED_IN.code) return { kind: 'signedOut' };
  if (answer.retCode === RET_CODES.MINI_APP_AUTH_EXPIRED.code) {
    // behaviour §8 40004 "passed silently in special mode" (auth-expiry.ts, decision 152).
    return specialMode ? { kind: 'passedSilently' } : { kind: 'expired' };
  }
  if (answer.retCode === RET_CODES.EXPIRED.code) return { kind: 'bindExpired' };
  const problem = reauthProblemOf(answer.retCode);
  if (problem) return { kind: 'reauthRefused', problem };
  const reason = (answer.result as { tg_bind_result?: unknown } | undefined)?.tg_bind_result;
  return { kind: 'refused', bindResult: typeof reason === 'string' ? reason : LINK_SYSTEM_ERROR };
}

/** The signed-in account as the profile call answers it (GET /v2/private/user/profile). */
export interface SignedInProfile {
  id: string;
  email?: string | undefined;
  mobile?: string | undefined;
  country_code?: string | undefined;
  sub_account?: { name: string } | undefined;
}

/** How the page names the account Telegram would be linked to: the name the person logs in with. */
export function accountNameOf(profile: SignedInProfile): string {
  if (profile.sub_account) return profile.sub_account.name;
  if (profile.email) return profile.email;
  if (profile.mobile)
    return profile.country_code ? `+${profile.country_code} ${profile.mobile}` : profile.mobile;
  return profile.id;
}

export interface MiniAppLinkInput {
  /** The widget runs in the special mode of behaviour §8 40004 (decision 152). */
  specialMode?: boolean;
}

export interface MiniAppLinkContext {
  /** The special mode of behaviour §8 40004: the OAuth-embedded view (decision 152). */
  specialMode: boolean;
  /** The account the web view is logged in to, once the session check found one. */
  account: string | null;
  /** "Allow bot messages": ticked at first (behaviour §2). */
  allowMessages: boolean;
  /** Why the last Accept did not link (a behaviour §8 bind failure name). */
  bindResult: string | null;
  /** The proof the last Accept carried. */
  proof: LinkProof | null;
  /** The re-authentication's refusal of the last Accept, if it was refused (decision 106). */
  reauthRefusal: ReauthProblem | null;
}

export type MiniAppLinkEvent =
  | { type: 'ALLOW_MESSAGES_CHANGED'; allowed: boolean }
  | { type: 'ACCEPT'; proof: LinkProof }
  | { type: 'DECLINE' }
  /** Goes on to the dashboard from the linked screen or the bind-failure dialog. */
  | { type: 'CONTINUE' }
  | { type: 'CLOSE_APP' }
  | { type: 'DISMISS' };

const notProvided = async (): Promise<never> => {
  throw new Error('provided by the controller');
};

const outcomeIs =
  (kind: LinkOutcome['kind']) =>
  ({ context }: { context: MiniAppLinkContext }, answer: LinkAnswer): boolean =>
    linkOutcomeOf(answer, context.specialMode).kind === kind;

export const miniAppLinkMachine = setup({
  types: {} as {
    context: MiniAppLinkContext;
    events: MiniAppLinkEvent;
    input: MiniAppLinkInput | undefined;
  },
  actors: {
    /** The account whose session the web view holds; null when it holds none. */
    checkSession: fromPromise<SignedInProfile | null, undefined>(notProvided),
    link: fromPromise<LinkAnswer, LinkProof>(notProvided),
  },
  actions: {
    keepAccount: assign({
      account: (_, profile: SignedInProfile | null) => (profile ? accountNameOf(profile) : null),
    }),
    setAllowMessages: assign({
      allowMessages: (_, event: { allowed: boolean }) => event.allowed,
    }),
    keepBindResult: assign({
      bindResult: (_, answer: LinkAnswer) => {
        const outcome = linkOutcomeOf(answer);
        return outcome.kind === 'refused' ? outcome.bindResult : null;
      },
    }),
    systemError: assign({ bindResult: LINK_SYSTEM_ERROR }),
    keepProof: assign({
      proof: (_, event: { proof: LinkProof }) => event.proof,
      reauthRefusal: null,
    }),
    keepReauthRefusal: assign({
      reauthRefusal: (_, answer: LinkAnswer) => {
        const outcome = linkOutcomeOf(answer);
        return outcome.kind === 'reauthRefused' ? outcome.problem : null;
      },
    }),
    /** Telegram's own prompt that lets the bot write to the person (decision 071). */
    askWriteAccess: () => {},
    closeApp: () => {},
    goOn: () => {},
  },
  guards: {
    sessionHeld: (_, profile: SignedInProfile | null) => profile !== null,
    allowMessages: ({ context }) => context.allowMessages,
    linked: outcomeIs('linked'),
    signedOut: outcomeIs('signedOut'),
    expired: outcomeIs('expired'),
    reauthRefused: outcomeIs('reauthRefused'),
    bindExpired: outcomeIs('bindExpired'),
    passedSilently: outcomeIs('passedSilently'),
  },
}).createMachine({
  id: 'miniAppLink',
  context: ({ input }) => ({
    specialMode: input?.specialMode ?? false,
    account: null,
    allowMessages: true,
    bindResult: null,
    proof: null,
    reauthRefusal: null,
  }),
  initial: 'checkingSession',
  states: {
    checkingSession: {
      invoke: {
        src: 'checkSession',
        onDone: [
          {
            guard: { type: 'sessionHeld', params: ({ event }) => event.output },
            target: 'offeringLink',
            actions: { type: 'keepAccount', params: ({ event }) => event.output },
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    /** Not logged in: the authorisation page (log-in or sign-up with Telegram) is shown. */
    signedOut: { type: 'final' },
    offeringLink: {
      on: {
        ALLOW_MESSAGES_CHANGED: {
          actions: { type: 'setAllowMessages', params: ({ event }) => event },
        },
        ACCEPT: {
          guard: 'allowMessages',
          target: 'linking',
          actions: [{ type: 'keepProof', params: ({ event }) => event }, 'askWriteAccess'],
        },
        DECLINE: { target: 'goingOn' },
      },
    },
    linking: {
      invoke: {
        src: 'link',
        input: ({ context }) => context.proof as LinkProof,
        onDone: [
          { guard: { type: 'linked', params: ({ event }) => event.output }, target: 'linked' },
          {
            guard: { type: 'signedOut', params: ({ event }) => event.output },
            target: 'signedOut',
          },
          { guard: { type: 'expired', params: ({ event }) => event.output }, target: 'expired' },
          {
            guard: { type: 'passedSilently', params: ({ event }) => event.output },
            target: 'offeringLink',
          },
          {
            guard: { type: 'reauthRefused', params: ({ event }) => event.output },
            target: 'offeringLink',
            actions: { type: 'keepReauthRefusal', params: ({ event }) => event.output },
          },
          // The controller showed the toast of 10016; no dialog repeats it.
          {
            guard: { type: 'bindExpired', params: ({ event }) => event.output },
            target: 'offeringLink',
          },
          {
            target: 'refused',
            actions: { type: 'keepBindResult', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'refused', actions: 'systemError' },
      },
    },
    linked: { on: { CONTINUE: { target: 'goingOn' } } },
    /** The bind-failure dialog: the account stays as it was; Continue goes on. */
    refused: { on: { CONTINUE: { target: 'goingOn' } } },
    /** The expired dialog of behaviour §8 40004: close the app, or stay on the offer. */
    expired: {
      on: { CLOSE_APP: { actions: 'closeApp' }, DISMISS: { target: 'offeringLink' } },
    },
    /** Linked or not, on to the dashboard. */
    goingOn: { type: 'final', entry: 'goOn' },
  },
});
