import { describe, expect, it, vi } from 'vitest';
import type { ThirdPartyTokenType } from '@foyer/contract';
import { createActor, fromPromise, waitFor } from '../../../machine';
import type { ApiOutcome } from '../../../api/api-outcome';
import { emptyForm, type CredentialsForm } from '../../shared/credentials-form';
import type { PermissionFacts, SendRefusal } from './gate-step';
import { signUpGateMachine, type FakeSendInput } from './sign-up-gate.machine';

const ALLOWED: PermissionFacts = { reason: 'none', ip: '192.0.2.1', place: 'GB' };
const joinedOk: ApiOutcome<unknown> = {
  ok: true,
  result: {},
  envelope: { ret_code: 0, ret_msg: '' },
};

function start(
  options: {
    form?: Partial<CredentialsForm>;
    permission?: PermissionFacts | null;
    sendRefusal?: SendRefusal;
    /** What the fake send answers; a thrown error when 'throws' (no captcha, no network). */
    join?: ApiOutcome<unknown> | 'throws';
    dismissed?: boolean;
    provider?: ThirdPartyTokenType;
    termsBoxes?: number;
  } = {},
) {
  const joins: FakeSendInput[] = [];
  const spies = {
    recordIpBan: vi.fn(),
    rememberTip: vi.fn(),
    toastIpBanned: vi.fn(),
    openCustomerService: vi.fn(),
  };
  const machine = signUpGateMachine.provide({
    actors: {
      checkPermission: fromPromise(async () =>
        options.permission === undefined ? ALLOWED : options.permission,
      ),
      sendFakeCode: fromPromise(async ({ input }: { input: FakeSendInput }) => {
        joins.push(input);
        if (options.join === 'throws') throw new Error('captcha unavailable');
        return options.join ?? joinedOk;
      }),
    },
    actions: spies,
    guards: { ipBanNoticeDismissed: () => options.dismissed ?? false },
  });
  const actor = createActor(machine, {
    input: {
      form: emptyForm({ email: 'ada@example.com', ...options.form }),
      sendRefusal: options.sendRefusal ?? null,
      provider: options.provider,
      termsBoxes: options.termsBoxes,
    },
  }).start();
  return { actor, joins, spies };
}

describe('the sign-up gate (behaviour §4 submit order, §2 dialogs 1–6)', () => {
  it('lists the states of the gate', () => {
    expect(Object.keys(signUpGateMachine.states)).toEqual([
      'starting',
      'judgingRegion',
      'routing',
      'showingIpBan',
      'showingCountryBanned',
      'enteringWaitlistEmail',
      'sendingFakeCode',
      'joinedWaitlist',
      'showingChineseEmail',
      'declaringCountry',
      'proceeding',
      'stopped',
    ]);
  });

  it('dialog 1 (ban-country declaration): Confirm proceeds to the captcha', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('declaringCountry'));
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().output).toEqual({ proceed: true });
  });

  it('dialog 1: Escape or closing is no answer: back to the form, nothing sent', async () => {
    const { actor, joins } = start();
    await waitFor(actor, (s) => s.matches('declaringCountry'));
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().output).toEqual({ proceed: false });
    expect(joins).toHaveLength(0);
  });

  it("dialog 1: 'No' leads to captcha: the form's e-mail is sent with the fake flag, then dialog 4", async () => {
    const { actor, joins } = start();
    await waitFor(actor, (s) => s.matches('declaringCountry'));
    actor.send({ type: 'DECLINE' });
    await waitFor(actor, (s) => s.matches('joinedWaitlist'));
    expect(joins).toEqual([{ email: 'ada@example.com' }]);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().output).toEqual({ proceed: false, fakeEmail: 'ada@example.com' });
  });

  it("dialog 1: 'No' on a phone sign-up: the e-mail-input dialog collects an e-mail first", async () => {
    const { actor, joins } = start({ form: { method: 'mobile', email: '' } });
    await waitFor(actor, (s) => s.matches('declaringCountry'));
    actor.send({ type: 'DECLINE' });
    expect(actor.getSnapshot().matches('enteringWaitlistEmail')).toBe(true);
    expect(actor.getSnapshot().context.waitlistError).toBeNull();
    expect(joins).toHaveLength(0);
    actor.send({ type: 'WAITLIST_EMAIL_CHANGED', value: 'grace@example.com' });
    actor.send({ type: 'SUBMIT_WAITLIST' });
    await waitFor(actor, (s) => s.matches('joinedWaitlist'));
    expect(joins).toEqual([{ email: 'grace@example.com' }]);
  });

  it('dialog 6 (third-party register): the terms/country dialog; Confirm proceeds only once its terms are ticked', async () => {
    const { actor } = start({ provider: 'google' });
    await waitFor(actor, (s) => s.matches('declaringCountry'));
    expect(actor.getSnapshot().context.provider).toBe('google');
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('declaringCountry')).toBe(true);
    actor.send({ type: 'TERMS_TOGGLED', box: 0, accepted: true });
    actor.send({ type: 'TERMS_TOGGLED', box: 0, accepted: false });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('declaringCountry')).toBe(true);
    actor.send({ type: 'TERMS_TOGGLED', box: 0, accepted: true });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().output).toEqual({ proceed: true });
  });

  it('dialog 6 on the Turkish site: "three checkboxes, all required"; Confirm waits for every one', async () => {
    const { actor } = start({ provider: 'tr', termsBoxes: 3 });
    await waitFor(actor, (s) => s.matches('declaringCountry'));
    expect(actor.getSnapshot().context.terms).toEqual([false, false, false]);
    for (const box of [0, 2]) actor.send({ type: 'TERMS_TOGGLED', box, accepted: true });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('declaringCountry')).toBe(true);
    actor.send({ type: 'TERMS_TOGGLED', box: 1, accepted: true });
    actor.send({ type: 'TERMS_TOGGLED', box: 0, accepted: false });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('declaringCountry')).toBe(true);
    actor.send({ type: 'TERMS_TOGGLED', box: 0, accepted: true });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().output).toEqual({ proceed: true });
  });

  it("dialog 6: Cancel stops the sign-up, and it has no 'No'; the e-mail sign-up has no provider and no terms box here", async () => {
    const { actor, joins } = start({ provider: 'apple' });
    await waitFor(actor, (s) => s.matches('declaringCountry'));
    actor.send({ type: 'DECLINE' });
    expect(actor.getSnapshot().matches('declaringCountry')).toBe(true);
    expect(joins).toHaveLength(0);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().output).toEqual({ proceed: false });
    const byEmail = start();
    await waitFor(byEmail.actor, (s) => s.matches('declaringCountry'));
    expect(byEmail.actor.getSnapshot().context.provider).toBeNull();
  });

  it('stop if … IP ban (failure recorded as IpBan): dialog 3 with the IP; the tip is remembered', async () => {
    const { actor, spies } = start({
      permission: { reason: 'ipBanned', ip: '198.51.100.7', place: '' },
    });
    await waitFor(actor, (s) => s.matches('showingIpBan'));
    expect(spies.recordIpBan).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.ip).toBe('198.51.100.7');
    actor.send({ type: 'TIP_TOGGLED', checked: true });
    actor.send({ type: 'CONFIRM' });
    expect(spies.rememberTip.mock.calls[0]?.[1]).toEqual({ ip: '198.51.100.7', checked: true });
    expect(actor.getSnapshot().output).toEqual({ proceed: false });
  });

  it("a visitor who ticked 'next time' is told by a toast, not dialog 3", async () => {
    const { actor, spies } = start({
      permission: { reason: 'ipBanned', ip: '198.51.100.7', place: '' },
      dismissed: true,
    });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.toastIpBanned).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ proceed: false });
  });

  it('3 … after the verification is sent: a 31018 send answer opens dialog 3 without asking again', async () => {
    const { actor } = start({ sendRefusal: { retCode: 31018, ip: '198.51.100.9' } });
    expect(actor.getSnapshot().matches('showingIpBan')).toBe(true);
    expect(actor.getSnapshot().context.ip).toBe('198.51.100.9');
  });

  it('Fake-email path: dialog 2 offers the waitlist; e-mail-input dialog 6 collects an e-mail, sets fake flag, sends code (dialog then type 4)', async () => {
    const { actor, joins, spies } = start({
      permission: { reason: 'countryBanned', ip: '203.0.113.5', place: 'US' },
    });
    await waitFor(actor, (s) => s.matches('showingCountryBanned'));
    expect(spies.recordIpBan).toHaveBeenCalledTimes(1);
    actor.send({ type: 'JOIN_WAITLIST' });
    expect(actor.getSnapshot().matches('enteringWaitlistEmail')).toBe(true);
    actor.send({ type: 'WAITLIST_EMAIL_CHANGED', value: 'grace@example.com' });
    actor.send({ type: 'SUBMIT_WAITLIST' });
    await waitFor(actor, (s) => s.matches('joinedWaitlist'));
    expect(joins).toEqual([{ email: 'grace@example.com' }]);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().output).toEqual({ proceed: false, fakeEmail: 'grace@example.com' });
  });

  it('Waitlist e-mail: valid (invalidMail); Chinese e-mail gives regNoticeContent and blocks confirm', async () => {
    const { actor, joins } = start({
      permission: { reason: 'countryBanned', ip: '203.0.113.5', place: 'US' },
    });
    await waitFor(actor, (s) => s.matches('showingCountryBanned'));
    actor.send({ type: 'JOIN_WAITLIST' });
    actor.send({ type: 'WAITLIST_EMAIL_CHANGED', value: 'not-an-email' });
    actor.send({ type: 'SUBMIT_WAITLIST' });
    expect(actor.getSnapshot().context.waitlistError).toBe('invalidMail');
    actor.send({ type: 'WAITLIST_EMAIL_CHANGED', value: 'grace@163.com' });
    actor.send({ type: 'SUBMIT_WAITLIST' });
    expect(actor.getSnapshot().context.waitlistError).toBe('regNoticeContent');
    expect(actor.getSnapshot().matches('enteringWaitlistEmail')).toBe(true);
    expect(joins).toHaveLength(0);
  });

  it("the server's 43002 refusal of a waitlist e-mail shows regNoticeContent", async () => {
    const { actor } = start({
      permission: { reason: 'countryBanned', ip: '203.0.113.5', place: 'US' },
      join: { ok: false, retCode: 43002, retMsg: 'refused' },
    });
    await waitFor(actor, (s) => s.matches('showingCountryBanned'));
    actor.send({ type: 'JOIN_WAITLIST' });
    actor.send({ type: 'SUBMIT_WAITLIST' });
    await waitFor(actor, (s) => s.context.waitlistError === 'regNoticeContent');
    expect(actor.getSnapshot().matches('enteringWaitlistEmail')).toBe(true);
  });

  it('a fake send that does not go out (no captcha) keeps dialog 6 with its e-mail', async () => {
    const { actor } = start({ join: 'throws' });
    await waitFor(actor, (s) => s.matches('declaringCountry'));
    actor.send({ type: 'DECLINE' });
    await waitFor(actor, (s) => s.matches('enteringWaitlistEmail'));
    expect(actor.getSnapshot().context.waitlistEmail).toBe('ada@example.com');
  });

  it('Chinese e-mail shows dialog 5; its customer-service button opens the chat', async () => {
    const { actor, spies } = start({ form: { email: 'ada@qq.com' } });
    await waitFor(actor, (s) => s.matches('showingChineseEmail'));
    actor.send({ type: 'OPEN_CUSTOMER_SERVICE' });
    expect(spies.openCustomerService).toHaveBeenCalledTimes(1);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().output).toEqual({ proceed: false });
  });

  it('the permission check failing: the declaration still shows (the server enforces on send)', async () => {
    const { actor } = start({ permission: null });
    await waitFor(actor, (s) => s.matches('declaringCountry'));
  });
});
