/**
 * `POST /v2/public/metrics` (behaviour §7, decision 144) as the widget and as an attacker use
 * it: a batch of the table's events is counted per name and day, and the operator reads the
 * counts with `admin metrics` and in Prometheus; an oversized batch, an unknown event, a field
 * the table does not give or a flood from one IP is refused in the envelope and counts nothing.
 */
import { METRICS_BATCH_MAX_EVENTS, RET_CODES } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../admin/admin.js';
import { metricsOf } from '../operations/index.js';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, json, type TestApp } from '../test-support/test-app.js';
import { utcDayOf } from './tracked-events.service.js';

const METRICS = '/x-api/v2/public/metrics';
const LIMIT_PER_MINUTE = 4;

describe.each(databases)('the tracked events call on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let operator: Store;
  let n = 0;
  /** Each scenario its own address, so the per-IP limit never mixes between tests. */
  const newIp = () => `10.44.0.${(n += 1)}`;

  async function post(payload: unknown, ip = newIp()) {
    const response = await t.app.inject({
      method: 'POST',
      url: METRICS,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
      remoteAddress: ip,
    });
    return { status: response.statusCode, ...json(response) };
  }
  const counts = async () =>
    Object.fromEntries(
      (await operator.trackedEvents.since(utcDayOf(t.clock.now()))).map((row) => [
        row.name,
        Number(row.count),
      ]),
    );
  const click = { name: 'registerClick', method: 'email', account: '***@example.com' };
  const exposition = () => metricsOf(t.app)!.registry.metrics();

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh, {
      RATE_LIMIT_METRICS_PER_MINUTE: String(LIMIT_PER_MINUTE),
      METRICS_PORT: '0',
    });
    operator = await openStore(fresh);
  });
  afterAll(async () => {
    await operator?.destroy();
    await t?.app.close();
    await fresh?.dispose();
  });

  it('an accepted batch is counted per event name for its day; its fields are not kept', async () => {
    const batch = [click, click, { name: 'pageView', view: 'register' }];
    const sent = await post({ events: batch });
    expect(sent).toMatchObject({ status: 200, ret_code: 0, result: { accepted: 3 } });
    expect(await counts()).toEqual({ registerClick: 2, pageView: 1 });
    await post({ events: [click] });
    expect((await counts()).registerClick).toBe(3);
  });

  it('the operator reads the counts with admin metrics, and Prometheus counts them by name', async () => {
    const out = await runAdmin(['metrics', '--days', '1'], { store: operator, clock: t.clock });
    expect(out.code).toBe(0);
    expect(out.out).toMatch(new RegExp(`${utcDayOf(t.clock.now())}\\s+registerClick\\s+3`));
    expect(await exposition()).toContain(
      'foyer_tracked_events_total{name="registerClick",verdict="accepted"} 3',
    );
    expect(
      (await runAdmin(['metrics', '--days', 'x'], { store: operator, clock: t.clock })).code,
    ).toBe(2);
  });

  it('an attacker sends a batch over the most events: refused with 10004, nothing counted', async () => {
    const before = await counts();
    const events = Array.from({ length: METRICS_BATCH_MAX_EVENTS + 1 }, () => click);
    const refused = await post({ events });
    expect(refused.status).toBe(400);
    expect(refused.ret_code).toBe(RET_CODES.INVALID_PARAMS.code);
    expect(refused.ret_msg).toContain('events');
    expect(await counts()).toEqual(before);
  });

  it('an attacker sends a body over the byte limit: refused with 10413 in the envelope', async () => {
    const before = await counts();
    const long = { ...click, account: 'x'.repeat(150) };
    const padded = JSON.stringify({ events: [click], pad: 'x'.repeat(20_000), long });
    const refused = await post(padded);
    expect(refused.status).toBe(413);
    expect(refused.ret_code).toBe(RET_CODES.BODY_TOO_LARGE.code);
    expect(refused.ret_msg).toBeTruthy();
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['an event the table does not name', [{ name: 'dropTables' }], 'events.0.name:'],
    ['a field the event does not have', [{ ...click, password: 'hunter2' }], 'events.0:'],
    ['a number where the table says text', [{ ...click, method: 42 }], 'events.0.method:'],
    ['an empty batch', [], 'events:'],
  ])(
    '%s is refused as invalid parameters naming the field, never a 500, and nothing is counted',
    async (_, events, field) => {
      const before = await counts();
      const refused = await post({ events });
      expect(refused.status).toBe(400);
      expect(refused.ret_code).toBe(RET_CODES.INVALID_PARAMS.code);
      expect(String(refused.ret_msg).startsWith(field)).toBe(true);
      expect(await counts()).toEqual(before);
    },
  );

  it('a refused event is counted in Prometheus under its name, an unknown one as "unknown"', async () => {
    await post({ events: [{ name: 'evil"label' }] });
    const text = await exposition();
    expect(text).toContain('foyer_tracked_events_total{name="unknown",verdict="refused"}');
    expect(text).not.toContain('evil');
  });

  it('a flood from one IP runs into the per-IP limit (10006); another IP still gets through', async () => {
    const ip = newIp();
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT_PER_MINUTE; i += 1) {
      codes.push(Number((await post({ events: [click] }, ip)).ret_code));
    }
    expect(codes.slice(0, LIMIT_PER_MINUTE)).toEqual(Array(LIMIT_PER_MINUTE).fill(0));
    expect(codes.at(-1)).toBe(RET_CODES.TOO_MANY_VISITS.code);
    expect((await post({ events: [click] })).ret_code).toBe(0);
  });
});
