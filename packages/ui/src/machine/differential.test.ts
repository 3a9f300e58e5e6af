/**
 * Decision 126: every flow machine of the widget runs on our interpreter and on XState 5.33
 * (the version decision 057 swapped from) with the same random sequence of its events, of
 * advances of the fake clock, and of answers of its invoked promises; after each step the two
 * must agree on value, context, status, output, tags, the invoked children (id and src), the
 * side-effect actions run and the invocations made (src and input).
 */
import fc from 'fast-check';
import type { AnyActorRef } from 'xstate';
import { createActor as createTheirs } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoLoginMachine } from '../third-party/auto-login.machine';
import { loginMachine } from '../flows/login/login.machine';
import { miniAppLinkMachine } from '../mini-app/mini-app-link.machine';
import { qrLoginMachine } from '../flows/qr-login/qr-login.machine';
import { recoveryMachine } from '../flows/recovery/recovery.machine';
import { registerMachine } from '../flows/register/register.machine';
import { securityVerificationMachine } from '../flows/shared/security-verification/security-verification.machine';
import { signUpGateMachine } from '../flows/register/restrictions/sign-up-gate.machine';
import { subAccountLoginMachine } from '../flows/sub-account-login/sub-account-login.machine';
import { unblockMachine } from '../flows/unblock/unblock.machine';
import { upgradeNoticeMachine } from '../flows/upgrade-notice/upgrade-notice.machine';
import { eventsAndTags, newTrace, ours, theirs, type Trace } from '../test-support/xstate-twin';
import type { MachineLogic } from './machine-logic';
import { createActor } from './setup';

const MACHINES = {
  autoLoginMachine,
  loginMachine,
  miniAppLinkMachine,
  qrLoginMachine,
  recoveryMachine,
  registerMachine,
  securityVerificationMachine,
  signUpGateMachine,
  subAccountLoginMachine,
  unblockMachine,
  upgradeNoticeMachine,
} as unknown as Record<string, MachineLogic>;

/** The field names the flows read from events, answers and inputs, so guards see them. */
const KEYS = [
  'accepted', 'allowed', 'answer', 'bindResult', 'box', 'code', 'countryImplied', 'form', 'id',
  'kind', 'ok', 'output', 'passed', 'proof', 'provider', 'reauth', 'registerType',
  'register_type', 'resetToken', 'result', 'retCode', 'ret_code', 'riskToken', 'risk_token',
  'sendRefusal', 'signUp', 'siteCheck', 'target', 'termsBoxes', 'termsRequired', 'token',
  'uuid', 'method', 'status', 'email', 'phone', 'value', 'values', 'step', 'data',
]; // prettier-ignore
const WORDS = [
  '', 'success', 'email', 'phone', 'oldCode', 'newCode', 'oldLink', 'newLink', 'password',
  'code', 'expired', 'scanned', 'confirmed', 'pending', 'google', 'telegram', 'apple',
]; // prettier-ignore

const { value: valueArb } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(undefined),
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -1, max: 3 }),
    fc.constantFrom(0, 31018, 48003, 10004),
    fc.constantFrom(...WORDS),
    tie('object'),
  ),
  object: fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 5 }),
}));
const objectArb = fc.dictionary(fc.constantFrom(...KEYS), valueArb, { maxKeys: 6 });

type Step =
  | { kind: 'send'; event: Record<string, unknown> }
  | { kind: 'advance'; ms: number }
  | { kind: 'settle'; pick: number; ok: boolean; value: unknown };

const stepArb = (events: string[]): fc.Arbitrary<Step> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...events), objectArb)
        .map(([type, payload]) => ({ kind: 'send', event: { ...payload, type } }) as const),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(1, 500, 1000, 2000, 3000, 5000, 60_000, 600_000)
        .map((ms) => ({ kind: 'advance', ms }) as const),
    },
    {
      weight: 3,
      arbitrary: fc
        .record({ pick: fc.nat(5), ok: fc.boolean(), value: valueArb })
        .map((settle) => ({ kind: 'settle', ...settle }) as const),
    },
  );

interface Engine {
  trace: Trace;
  actor: { getSnapshot(): unknown; send(event: never): void; stop(): void };
  childSrc(id: string, child: unknown): unknown;
}

type AnySnapshot = {
  value: unknown;
  context: unknown;
  status: string;
  output: unknown;
  error: unknown;
  children: Record<string, unknown>;
  hasTag(tag: string): boolean;
};

function view(engine: Engine, tags: string[]) {
  const snapshot = engine.actor.getSnapshot() as AnySnapshot;
  const children = Object.fromEntries(
    Object.entries(snapshot.children)
      .filter(([, child]) => child)
      .map(([id, child]) => [id, engine.childSrc(id, child)])
      .sort(),
  );
  return {
    value: snapshot.value,
    context: snapshot.context,
    status: snapshot.status,
    output: snapshot.output,
    // XState words a failed guard's error its own way: that the step failed is what counts.
    error: snapshot.status === 'error' && snapshot.error !== undefined,
    tags: tags.filter((tag) => snapshot.hasTag(tag)),
    children,
    log: engine.trace.log,
    pending: engine.trace.pending.map(({ src }) => src),
  };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const ignore = () => {};

function start(machine: MachineLogic, input: unknown): [Engine, Engine] | 'both failed' {
  const mine = newTrace();
  let oursActor;
  try {
    oursActor = createActor(ours(machine, mine) as never, { input: structuredClone(input) });
  } catch (error) {
    // Ours throws when the context cannot be made from the input; XState's actor starts in error.
    const failed = createTheirs(theirs(machine, newTrace()), { input: structuredClone(input) });
    expect(failed.getSnapshot().status).toBe('error');
    expect(String(failed.getSnapshot().error)).toBe(String(error));
    return 'both failed';
  }
  oursActor.subscribe({ error: ignore });
  const theirsTrace = newTrace();
  const theirsActor = createTheirs(theirs(machine, theirsTrace), {
    input: structuredClone(input),
  });
  theirsActor.subscribe({ error: ignore });
  oursActor.start();
  theirsActor.start();
  return [
    {
      trace: mine,
      actor: oursActor as never,
      childSrc: (_, child) => mine.srcOf.get((child as { logic: object }).logic),
    },
    {
      trace: theirsTrace,
      actor: theirsActor as never,
      childSrc: (_, child) => (child as AnyActorRef).src,
    },
  ];
}

async function apply(engine: Engine, step: Step) {
  // XState warns of an event sent to an actor that ended; ours ignores it silently.
  const { status } = engine.actor.getSnapshot() as AnySnapshot;
  if (step.kind === 'send' && status === 'active') {
    engine.actor.send(structuredClone(step.event) as never);
  }
  if (step.kind === 'settle') {
    const { pending } = engine.trace;
    const target = pending[step.pick % pending.length];
    if (target) {
      const value = structuredClone(step.value);
      if (step.ok) target.resolve(value);
      else target.reject(new Error(`refused ${JSON.stringify(value)}`));
    }
  }
}

/** fast-check's runs per machine (the file takes a few seconds on two cores). */
const RUNS = 200;

describe('every flow machine runs as on XState 5.33', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  for (const [name, machine] of Object.entries(MACHINES)) {
    it(name, async () => {
      const { events, tags } = eventsAndTags(machine.config);
      await fc.assert(
        fc.asyncProperty(
          objectArb,
          fc.array(stepArb(events), { maxLength: 30 }),
          async (input, steps) => {
            const engines = start(machine, input);
            if (engines === 'both failed') return;
            try {
              await flush();
              expect(view(engines[0], tags)).toEqual(view(engines[1], tags));
              for (const [index, step] of steps.entries()) {
                if (step.kind === 'advance') vi.advanceTimersByTime(step.ms);
                else for (const engine of engines) await apply(engine, step);
                await flush();
                expect(view(engines[0], tags), `after step ${index}`).toEqual(
                  view(engines[1], tags),
                );
              }
            } finally {
              for (const engine of engines) engine.actor.stop();
              vi.clearAllTimers();
            }
          },
        ),
        { numRuns: RUNS },
      );
    });
  }
});
