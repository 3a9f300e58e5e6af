/**
 * The widget's tracked events as counted (decision 144): `metrics` of `npm run admin`, one line
 * per UTC day and event name, today and the days before it.
 */
import { utcDayOf, type TrackedEventCount } from '../tracking/index.js';
import type { AdminDeps, AdminResult } from './admin.js';

export const METRICS_USAGE = `  metrics [--days N]               tracked events counted per day and name, the last N days (7)`;

const DEFAULT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const usage = (why: string): AdminResult => ({ code: 2, out: `${why}\n\n${METRICS_USAGE}` });

function describeCount({ day, name, count }: TrackedEventCount): string {
  return `${day}  ${name.padEnd(28)} ${count}`;
}

/** The days asked for: `--days N`, N a whole number from 1, else the default. */
function daysAsked(args: readonly string[]): number | string {
  if (args.length === 0) return DEFAULT_DAYS;
  if (args.length !== 2 || args[0] !== '--days') return `unknown option: ${args.join(' ')}`;
  const days = Number(args[1]);
  return Number.isInteger(days) && days >= 1 ? days : '--days must be a whole number from 1';
}

export async function runMetricsAdmin(
  args: readonly string[],
  { store, clock }: AdminDeps,
): Promise<AdminResult> {
  const days = daysAsked(args);
  if (typeof days === 'string') return usage(days);
  const fromDay = utcDayOf(clock.now() - (days - 1) * DAY_MS);
  const rows = await store.trackedEvents.since(fromDay);
  return {
    code: 0,
    out: rows.length ? rows.map(describeCount).join('\n') : `no tracked events since ${fromDay}`,
  };
}
