/**
 * The sign-up's tracked events (behaviour §4, §8; decision 144), as pure functions of the form
 * and the answers: the controller (use-register.ts) hands them to the widget's event stream,
 * which masks the contact and removes empty values.
 */
import { RET_CODES, registrationSource, type TrackEvent } from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import type { ChannelQuery } from '../../host/channel-query';
import type { CredentialsForm } from '../shared/credentials-form';
import { stepAfter, type VerifyResult } from './register-step';

type SubmittedForm = Pick<CredentialsForm, 'method' | 'email' | 'mobile' | 'referral'>;

/**
 * behaviour §4 "Submit": the method, the e-mail or phone (masked by the stream) and
 * the registration source of behaviour §3: affiliate when the page has an affiliate_id,
 * referral when a code is in the field, else normal.
 */
export function registerClickOf(
  form: SubmittedForm,
  channel: ChannelQuery,
): Extract<TrackEvent, { name: 'registerClick' }> {
  return {
    name: 'registerClick',
    method: form.method,
    account: form.method === 'email' ? form.email.trim() : form.mobile,
    source: registrationSource({
      affiliate_id: channel.affiliateId,
      ref: form.referral.trim() || undefined,
    }),
  };
}

/** behaviour §8 50101: the account is already being created ("upgrade failure, tracked"). */
export const UPGRADE_FAILURE_EVENT: TrackEvent = {
  name: 'upgradeFailure',
  retCode: RET_CODES.UPGRADE_FAILURE.code,
};

/** The poll's facts do not depend on the layout: any link layout routes a poll alike. */
const POLL_FACTS = { registerType: 'oldLink', method: 'email' } as const;

/**
 * behaviour §8 "activation error reported as qrstatusError": a poll of the activation link that
 * register-step.ts routes to the expired screen (verify_result 3, or 10016 / 10006); undefined
 * for a poll that waits on.
 */
export function activationErrorOf(polled: ApiOutcome<VerifyResult>): TrackEvent | undefined {
  if (stepAfter({ kind: 'polled', outcome: polled }, POLL_FACTS).kind !== 'linkExpired') return;
  return polled.ok
    ? { name: 'qrstatusError', verifyResult: polled.result.verify_result }
    : { name: 'qrstatusError', retCode: polled.retCode };
}
