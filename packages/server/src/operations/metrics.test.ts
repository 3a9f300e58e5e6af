/**
 * Metrics (decision 066): answers by route, status and ret_code, durations by route, messages
 * sent, on a listener of their own; nothing personal in them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';
import { createMetrics, metricsOf, startMetricsServer } from './metrics.js';

describe.each(databases)('Prometheus metrics, on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh, { METRICS_PORT: '0' });
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  const exposition = () => metricsOf(t.app)!.registry.metrics();

  it('counts each answer by route template, HTTP status and envelope ret_code, and times it', async () => {
    const email = 'metered@example.com';
    const refused = json(
      await postJson(t.app, '/login', { email, password: digestOf('Wrong-Passw0rd') }),
    );
    expect(refused.ret_code).not.toBe(0);
    await t.app.inject({ method: 'GET', url: '/x-api/no/such/path/metered@example.com' });

    const text = await exposition();
    expect(text).toContain(
      `foyer_http_answers_total{method="POST",route="/x-api/login",status="200",ret_code="${refused.ret_code}"} 1`,
    );
    expect(text).toContain(
      'foyer_http_answers_total{method="GET",route="unmatched",status="404",ret_code="10404"} 1',
    );
    expect(text).toMatch(
      /foyer_http_request_duration_seconds_count\{method="POST",route="\/x-api\/login"\} 1/,
    );
    // Routes are templates: no address, path or value a person typed becomes a label.
    expect(text).not.toContain('metered');
  });

  it('counts the messages handed to the e-mail provider, never who they went to', async () => {
    const email = 'counted@example.com';
    expect(json(await postJson(t.app, '/verify/register/email', { email })).ret_code).toBe(0);
    const text = await exposition();
    expect(text).toContain('foyer_messages_sent_total{channel="email"} 1');
    expect(text).not.toContain('counted');
  });

  it('includes the process figures (resident memory, event-loop lag)', async () => {
    const text = await exposition();
    expect(text).toContain('foyer_process_resident_memory_bytes');
    expect(text).toContain('foyer_nodejs_eventloop_lag_seconds');
  });
});

describe('metrics off and on their own listener', () => {
  it('an app built without METRICS_PORT collects nothing', async () => {
    const fresh = await databases[0]!.create();
    const t = await buildTestApp(fresh);
    try {
      expect(metricsOf(t.app)).toBeUndefined();
    } finally {
      await t.app.close();
      await fresh.dispose();
    }
  });

  it('the metrics listener answers GET /metrics in the text format, and nothing else', async () => {
    const metrics = createMetrics();
    metrics.messages.inc({ channel: 'sms' });
    const server = await startMetricsServer(metrics.registry, 0, '127.0.0.1');
    try {
      const page = await fetch(server.url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/plain');
      expect(await page.text()).toContain('foyer_messages_sent_total{channel="sms"} 1');
      const other = await fetch(server.url.replace('/metrics', '/x-api/login'));
      expect(other.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
