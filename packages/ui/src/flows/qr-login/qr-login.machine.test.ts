import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from '../../machine';
import type { ApiOutcome } from '../../api/api-outcome';
import { qrLoginMachine, type QrStatusAnswer, type QrTicket } from './qr-login.machine';

const TICKET: QrTicket = {
  uuid: 'u-1',
  link: 'http://localhost/en/qr-login?code=abc',
  number: '42',
  secret: 's-1',
  expires_in_ms: 120_000,
};
const generated: ApiOutcome<QrTicket> = {
  ok: true,
  result: TICKET,
  envelope: { ret_code: 0, ret_msg: '' },
};
const status = (value: QrStatusAnswer): ApiOutcome<QrStatusAnswer> => ({
  ok: true,
  result: value,
  envelope: { ret_code: 0, ret_msg: '' },
});
const refused = (retCode: number): ApiOutcome<never> => ({ ok: false, retCode, retMsg: '' });

function start(answers: {
  generate?: ApiOutcome<QrTicket>[];
  status?: ApiOutcome<QrStatusAnswer>[];
}) {
  const generateQueue = [...(answers.generate ?? [generated])];
  const statusQueue = [...(answers.status ?? [])];
  const polled: QrTicket[] = [];
  const completeLogin = vi.fn();
  const machine = qrLoginMachine.provide({
    actors: {
      generate: fromPromise(async () => generateQueue.shift() ?? generated),
      checkStatus: fromPromise(async ({ input }: { input: QrTicket }) => {
        polled.push(input);
        return statusQueue.shift() ?? status({ status: 'waiting' });
      }),
    },
    actions: { completeLogin },
  });
  const actor = createActor(machine).start();
  return { actor, polled, completeLogin };
}

/** Lets the invoked promises settle, then moves the fake clock. */
async function elapse(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('QR-code log-in (behaviour §2 qrcode tab, §9 poll 2000 ms)', () => {
  it('lists the states of the flow', () => {
    expect(Object.keys(qrLoginMachine.states)).toEqual([
      'generating',
      'showingCode',
      'confirmed',
      'declined',
      'expired',
      'failed',
    ]);
  });

  it('generates a code, shows it with the remaining time, and polls every 2 s', async () => {
    const { actor, polled } = start({});
    await elapse(0);
    expect(actor.getSnapshot().matches('showingCode')).toBe(true);
    expect(actor.getSnapshot().context.ticket).toEqual(TICKET);
    expect(actor.getSnapshot().context.secondsLeft).toBe(120);
    await elapse(1999);
    expect(polled).toHaveLength(0);
    await elapse(1);
    expect(polled).toEqual([TICKET]);
    expect(actor.getSnapshot().context.secondsLeft).toBe(118);
    await elapse(2000);
    expect(polled).toHaveLength(2);
  });

  it('scanned: keeps polling and says the phone opened it', async () => {
    const { actor, polled } = start({ status: [status({ status: 'scanned' })] });
    await elapse(2000);
    expect(actor.getSnapshot().context.scanned).toBe(true);
    expect(actor.getSnapshot().matches('showingCode')).toBe(true);
    await elapse(2000);
    expect(polled).toHaveLength(2);
  });

  it('confirmed: completes the login like a password login and stops polling', async () => {
    const { actor, polled, completeLogin } = start({
      status: [status({ status: 'confirmed', id: '123456789' })],
    });
    await elapse(2000);
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(actor.getSnapshot().context.accountId).toBe('123456789');
    expect(completeLogin).toHaveBeenCalledTimes(1);
    await elapse(10_000);
    expect(polled).toHaveLength(1);
  });

  it('declined: says so, and refresh makes a new code', async () => {
    const { actor } = start({ status: [status({ status: 'declined' })] });
    await elapse(2000);
    expect(actor.getSnapshot().value).toBe('declined');
    actor.send({ type: 'REFRESH' });
    await elapse(0);
    expect(actor.getSnapshot().matches('showingCode')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(120);
  });

  it('expired by the server (status or 10016): says so with a refresh', async () => {
    const byStatus = start({ status: [status({ status: 'expired' })] });
    await elapse(2000);
    expect(byStatus.actor.getSnapshot().value).toBe('expired');
    const byCode = start({ status: [refused(10016)] });
    await elapse(2000);
    expect(byCode.actor.getSnapshot().value).toBe('expired');
    byCode.actor.send({ type: 'REFRESH' });
    await elapse(0);
    expect(byCode.actor.getSnapshot().matches('showingCode')).toBe(true);
  });

  it('expired when the remaining time runs out, even without an answer', async () => {
    const { actor } = start({
      generate: [{ ...generated, result: { ...TICKET, expires_in_ms: 3000 } }],
    });
    await elapse(0);
    expect(actor.getSnapshot().context.secondsLeft).toBe(3);
    await elapse(2999);
    expect(actor.getSnapshot().matches('showingCode')).toBe(true);
    await elapse(1);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('a failed status request (network, 10006) is asked again at the next poll', async () => {
    const { actor, polled } = start({ status: [refused(-200), refused(10006)] });
    await elapse(4000);
    expect(actor.getSnapshot().matches('showingCode')).toBe(true);
    await elapse(2000);
    expect(polled).toHaveLength(3);
  });

  it('no code could be made: failed with its ret_code, refresh tries again', async () => {
    const { actor } = start({ generate: [refused(10006)] });
    await elapse(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.refused).toMatchObject({ retCode: 10006 });
    actor.send({ type: 'REFRESH' });
    await elapse(0);
    expect(actor.getSnapshot().matches('showingCode')).toBe(true);
  });
});
