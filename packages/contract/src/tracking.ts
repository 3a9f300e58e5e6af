/**
 * The widget's tracked events (behaviour §4, §8, §9; decision 144): one table of every event's
 * name and fields, which the widget's event stream emits, a host's `onTrack` receives and
 * `POST /v2/public/metrics` accepts. Its types cost the first chunk nothing; the table itself
 * is read by the lazily loaded stream and by the server's schema.
 */
import type { ThirdPartyTokenType } from './constants.js';
import type { RegistrationSource } from './referral.js';

/** Events the widget reports (behaviour §4 tracking), by name. */
export type TrackEvent =
  /** The log-in or sign-up view shown, reported 20 ms after it (behaviour §9). */
  | { name: 'pageView'; view: 'login' | 'register' }
  /**
   * The sign-up's submit (behaviour §4 "Submit"), with the e-mail or phone masked
   * and the registration source (behaviour §3: affiliate, referral, else normal).
   */
  | {
      name: 'registerClick';
      method: 'email' | 'mobile';
      account: string;
      source: RegistrationSource;
    }
  /** A sign-up stopped by the region-ban judgement or an IP ban (behaviour §4: recorded as IpBan). */
  | { name: 'registerFailure'; reason: 'IpBan' }
  /**
   * A sign-in with a provider made the account (behaviour §4 "Third-party flow": use_thirdparty
   * 1); reported before the upgrade modal and the completion.
   */
  | { name: 'registerSuccess'; provider: ThirdPartyTokenType }
  /** 50101: the account is already being created (behaviour §8 "upgrade failure, tracked"). */
  | { name: 'upgradeFailure'; retCode: number }
  /** 40004 on a third-party sign-in (behaviour §8 "third-party upgrade prompt tracked"). */
  | { name: 'thirdPartyUpgradePrompt'; provider: ThirdPartyTokenType }
  /** A provider answered without a token (behaviour §8 "missing third-party token only tracked"). */
  | { name: 'thirdPartyTokenMissing'; provider: ThirdPartyTokenType }
  /** The compliance wall for a site jump could not be shown (no address for that site). */
  | { name: 'complianceWallLoadFailure'; targetSite: string }
  /** A residence prompt's Cancel had no address for the sister site: it went home instead. */
  | { name: 'residenceSisterSiteUnknown'; targetSite: string }
  /**
   * A call answered HTTP 403 (behaviour §8 "HTTP 403 tracked as failure"); or a captcha
   * provider's script did not load, `path` its address and `status` 508 (behaviour §8 "status
   * 508 on load failure", `CAPTCHA_LOAD_FAILURE_STATUS`, decision 152).
   */
  | { name: 'requestFailure'; path: string; status: number }
  /** A call answered after more than 5000 ms (behaviour §8 "tracked slow"). */
  | { name: 'requestSlow'; path: string; ms: number }
  /**
   * The activation link's poll said expired or error (behaviour §8 "activation error reported as
   * qrstatusError"): its verify_result 3, or the refusal's ret_code.
   */
  | { name: 'qrstatusError'; verifyResult?: number; retCode?: number };

export type TrackEventName = TrackEvent['name'];

/**
 * What a field holds, for the server's schema and the stream's masking: `contact` is an e-mail
 * or phone, masked before any event leaves the stream (decision 144).
 */
export type TrackFieldKind = 'text' | 'number' | 'contact';

type FieldsOf<N extends TrackEventName> = Omit<Extract<TrackEvent, { name: N }>, 'name'>;

/** Every event's fields and their kinds; the type makes it list each field of each event. */
export const TRACK_EVENTS: {
  readonly [N in TrackEventName]: { readonly [F in keyof FieldsOf<N>]-?: TrackFieldKind };
} = {
  pageView: { view: 'text' },
  registerClick: { method: 'text', account: 'contact', source: 'text' },
  registerFailure: { reason: 'text' },
  registerSuccess: { provider: 'text' },
  upgradeFailure: { retCode: 'number' },
  thirdPartyUpgradePrompt: { provider: 'text' },
  thirdPartyTokenMissing: { provider: 'text' },
  complianceWallLoadFailure: { targetSite: 'text' },
  residenceSisterSiteUnknown: { targetSite: 'text' },
  requestFailure: { path: 'text', status: 'number' },
  requestSlow: { path: 'text', ms: 'number' },
  qrstatusError: { verifyResult: 'number', retCode: 'number' },
};

/**
 * The status of a captcha provider whose script did not load (an error, or past the 10 s
 * limit): behaviour §8 "60204, 60205 … status 508 on load failure" (decision 152). Not an
 * HTTP answer: no request of ours failed, the provider's address could not be had.
 */
export const CAPTCHA_LOAD_FAILURE_STATUS = 508;

/** The most events one `POST /v2/public/metrics` carries (decision 144). */
export const METRICS_BATCH_MAX_EVENTS = 50;
/** The largest body of one `POST /v2/public/metrics`, in bytes (decision 144). */
export const METRICS_BATCH_MAX_BYTES = 16 * 1024;
/** The longest text field of a tracked event. */
export const TRACK_TEXT_MAX = 200;
