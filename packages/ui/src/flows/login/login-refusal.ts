/**
 * What a refused log-in leads to (behaviour §4 "Ban check", §8): a dialog of the catalogue, the
 * self-unblock page, or nothing more than the wrapper's toast. Pure: the clock comes in.
 */
import { RET_CODES, SELF_HELP_BAN_WINDOW_MS, retCodeRow, type StepUp } from '@foyer/contract';

/** A dialog a refused log-in shows, with the facts it displays. */
export type LoginDialog =
  /** 31018: confirm-only, with the visitor's IP. */
  | { id: 'ipLimited'; ip: string | undefined }
  /** 31020: the phone-limit dialog (the same rule for a mobile log-in). */
  | { id: 'phoneLimited'; ip: string | undefined }
  /** 31003: banned; unban time is the ban time plus 24 h, shown in UTC. */
  | { id: 'banned'; unbanAt: number | undefined }
  /** 400601 / 400602: Hong Kong user on another site, non-Hong Kong user on the HK site. */
  | { id: 'hkUserOnOtherSite' }
  | { id: 'nonHkUserOnHkSite' }
  /** 41102 / 41107: identity verification required, with the KYC button. */
  | { id: 'identityVerification'; retCode: number }
  /** 41007: unsupported jurisdiction. */
  | { id: 'unsupportedJurisdiction' }
  /** 41103–41106, 41108, 400605, 400606: the generic error dialog. */
  | { id: 'genericError'; retCode: number; message: string };

export type RefusalStep =
  /** 31030: too many password errors, the over-limit dialog. */
  | { kind: 'overLimit'; lockedUntil: number | undefined; stepUp?: StepUp | undefined }
  | { kind: 'dialog'; dialog: LoginDialog }
  /** 31003 with a self-help ban older than 24 h: go to /{lang}/self-unblock?fromScene=login. */
  | { kind: 'selfUnblock' }
  /** Refused; the request wrapper has shown the toast (or the code is silent). */
  | { kind: 'refused'; retCode: number };

export interface RefusedLogin {
  retCode: number;
  retMsg: string;
  result?: unknown;
}

function field(result: unknown, name: string): unknown {
  if (typeof result !== 'object' || result === null) return undefined;
  return (result as Record<string, unknown>)[name];
}

const numberField = (result: unknown, name: string) => {
  const value = field(result, name);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

const stringField = (result: unknown, name: string) => {
  const value = field(result, name);
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * behaviour §4 "Ban check": a self-help ban more than 24 h old goes to self-unblock; otherwise
 * the banned dialog shows the unban time as the ban time plus 24 h.
 */
export function banCheck(result: unknown, now: number): RefusalStep {
  const bannedAt = numberField(result, 'baned_time');
  const selfHelp = field(result, 'is_self_help_baned') === true;
  if (selfHelp && bannedAt !== undefined && now - bannedAt > SELF_HELP_BAN_WINDOW_MS) {
    return { kind: 'selfUnblock' };
  }
  const unbanAt = bannedAt === undefined ? undefined : bannedAt + SELF_HELP_BAN_WINDOW_MS;
  return { kind: 'dialog', dialog: { id: 'banned', unbanAt } };
}

/** The dialog of a catalogue code (behaviour §8), read from the contract's table. */
function catalogueDialog(answer: RefusedLogin): LoginDialog | undefined {
  const row = retCodeRow(answer.retCode);
  if (row?.ui.kind !== 'dialog') return undefined;
  switch (row.ui.dialog) {
    case 'ipLimited':
    case 'phoneLimited':
      return { id: row.ui.dialog, ip: stringField(answer.result, 'ip') };
    case 'hkUserOnOtherSite':
    case 'nonHkUserOnHkSite':
    case 'unsupportedJurisdiction':
      return { id: row.ui.dialog };
    case 'identityVerification':
      return { id: 'identityVerification', retCode: answer.retCode };
    case 'genericError':
      return { id: 'genericError', retCode: answer.retCode, message: answer.retMsg };
    default:
      return undefined;
  }
}

/** The next step after a refused log-in. */
export function stepFromRefusal(answer: RefusedLogin, now: number): RefusalStep {
  if (answer.retCode === RET_CODES.PASSWORD_ERRORS_OVER_LIMIT.code) {
    const stepUp = stringField(answer.result, 'step_up');
    return {
      kind: 'overLimit',
      lockedUntil: numberField(answer.result, 'locked_until'),
      // Past a ceiling of wrong passwords, waiting ends nothing: a stronger proof does (105).
      stepUp: stepUp === 'recovery' || stepUp === 'known_device_or_recovery' ? stepUp : undefined,
    };
  }
  if (answer.retCode === RET_CODES.ACCOUNT_BANNED.code) return banCheck(answer.result, now);
  const dialog = catalogueDialog(answer);
  if (dialog) return { kind: 'dialog', dialog };
  return { kind: 'refused', retCode: answer.retCode };
}

/**
 * Whether a refusal's notice takes the place of the form instead of opening as a dialog: the
 * IP-limited notice (31018) when the host asked for it as a page (`ipLimitedDisplayType:
 * 'page'`, behaviour §2 "IP-limited notice (modal or page)"); every other notice is a dialog.
 */
export function shownAsPage(
  dialog: LoginDialog,
  ipLimitedDisplayType: 'modal' | 'page' | undefined,
): boolean {
  return dialog.id === 'ipLimited' && ipLimitedDisplayType === 'page';
}
