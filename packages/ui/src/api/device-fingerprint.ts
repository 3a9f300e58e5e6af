/**
 * The browser's fingerprint (docs/decisions/150): a SHA-256 of signals that stay the same
 * across visits, browser updates, monitors and journeys: the platform, the browser's family
 * (never its version), the languages, the cores, memory and touch points. Not the screen (a
 * window moved to another monitor is the same browser), not the time zone (a traveller's
 * known device in a new country is guided, decision 025, not verified anew). No canvas, audio
 * or font probing, no third-party script: it tells one browser from another for the new-device
 * check, and no more. Loaded with the first call that may open a session, never with the
 * first screen.
 */
import { sha256Hex } from './password-digest';

type Navigatorish = Partial<
  Pick<Navigator, 'userAgent' | 'platform' | 'languages' | 'hardwareConcurrency' | 'maxTouchPoints'>
> & { deviceMemory?: number; userAgentData?: { platform?: string } };

interface BrowserSignals {
  navigator?: Navigatorish;
}

/** The family of a user agent: the last known product token, without its version. */
function browserFamily(userAgent: string): string {
  const families = ['Edg', 'OPR', 'Firefox', 'FxiOS', 'CriOS', 'Chrome', 'Safari'];
  return families.find((family) => userAgent.includes(`${family}/`)) ?? 'other';
}

/** The signals, in a fixed order; a missing one is ''. */
export function fingerprintSignals({ navigator: nav = {} }: BrowserSignals) {
  return [
    nav.userAgentData?.platform ?? nav.platform ?? '',
    browserFamily(nav.userAgent ?? ''),
    (nav.languages ?? []).join(','),
    String(nav.hardwareConcurrency ?? ''),
    String(nav.deviceMemory ?? ''),
    String(nav.maxTouchPoints ?? ''),
  ];
}

function thisBrowser(): BrowserSignals {
  return { navigator: globalThis.navigator as Navigatorish | undefined };
}

let made: Promise<string> | undefined;

/** This browser's fingerprint, made once a page: 64 hex digits, or '' if it cannot be made. */
export function deviceFingerprint(signals: () => BrowserSignals = thisBrowser): Promise<string> {
  made ??= sha256Hex(fingerprintSignals(signals()).join('\u001f')).catch(() => '');
  return made;
}

/** The header a call that may open a session carries (decision 150); none without one. */
export async function fingerprintHeader(): Promise<Record<string, string>> {
  const fingerprint = await deviceFingerprint();
  return fingerprint === '' ? {} : { 'Device-Fingerprint': fingerprint };
}

/** For tests: forget the fingerprint made. */
export function forgetDeviceFingerprint() {
  made = undefined;
}
