/**
 * The dev outbox (docs/engineering.md "Dev outbox"): messages stored instead of sent, newest first, as JSON for
 * tests and as a small page for people. Registered only where config.ts outboxEnabled says
 * (DEV_OUTBOX, or a loopback PUBLIC_ORIGIN; docs/decisions/037): anyone who can reach these
 * pages can read every code and link, so they never face a public origin. Even then each
 * request is answered only when it is made on this machine (dev-outbox-access.ts, decision
 * 109); any other gets the 404 of an unknown path.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sendNotFound } from '../http/failures.js';
import { escapeHtml } from '../messages/page-language.js';
import { askedOnThisMachine } from './dev-outbox-access.js';
import type { OutboxMessage, OutboxStore } from '../store/outbox.store.js';

const LIST_LIMIT = 200;

export interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  code: string | null;
  link: string | null;
  /** ms since the epoch */
  sentAt: number;
}

const toEntry = (m: OutboxMessage): OutboxEntry => ({
  channel: m.channel,
  to: m.to,
  subject: m.subject,
  text: m.text,
  code: m.code,
  link: m.link,
  sentAt: m.sent_at,
});

function outboxPage(entries: OutboxEntry[]): string {
  const rows = entries.map((e) =>
    [new Date(e.sentAt).toISOString(), e.channel, e.to, e.subject, e.code, e.text, e.link]
      .map((cell) => `<td>${escapeHtml(cell ?? '')}</td>`)
      .join(''),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title>
<style>body{font:14px system-ui;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .5rem;vertical-align:top;white-space:pre-wrap}</style></head>
<body><h1>Dev outbox</h1><p>Messages the server would have sent, newest first. Served only to requests made on this machine.</p>
<table><thead><tr><th>sent</th><th>channel</th><th>to</th><th>subject</th><th>code</th><th>text</th><th>link</th></tr></thead>
<tbody>${rows.map((r) => `<tr>${r}</tr>`).join('\n')}</tbody></table></body></html>`;
}

export function devOutboxRoutes(outbox: OutboxStore): FastifyPluginAsync {
  return async (app) => {
    const list = async () => (await outbox.newestFirst(LIST_LIMIT)).map(toEntry);
    // Within this plugin only: the hook guards these two routes and nothing else.
    app.addHook('onRequest', async (request, reply) => {
      if (!askedOnThisMachine(request)) return sendNotFound(reply);
    });

    app.get('/dev/outbox.json', async function outboxJson(_request, reply) {
      return reply.header('cache-control', 'no-store').send(await list());
    });

    app.get('/dev/outbox', async function outboxHtml(_request, reply) {
      const page = outboxPage(await list());
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
    });
  };
}
