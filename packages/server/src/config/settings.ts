/**
 * The shape of a setting (environment variable, default, parser) and the parsers the
 * settings tables share. Each parser throws an Error saying what is wrong; loadConfig
 * (config.ts) names the variable.
 */
import { existsSync, statSync } from 'node:fs';

export type Env = Readonly<Record<string, string | undefined>>;

export interface Setting<T> {
  env: string;
  /** The raw default, or undefined for "unset" (the parser then gets undefined). */
  fallback: (env: Env) => string | undefined;
  parse: (raw: string | undefined) => T;
}

export const setting = <T>(
  env: string,
  fallback: string | undefined | ((env: Env) => string | undefined),
  parse: (raw: string | undefined) => T,
): Setting<T> => ({
  env,
  fallback: typeof fallback === 'function' ? fallback : () => fallback,
  parse,
});

export function required(raw: string | undefined): string {
  if (raw === undefined) throw new Error('a value is required');
  return raw;
}

export function integerIn(raw: string | undefined, min: number, max: number): number {
  const value = required(raw);
  if (!/^\d+$/.test(value)) throw new Error(`"${value}" is not a whole number`);
  const n = Number(value);
  if (n < min || n > max) throw new Error(`${n} is outside ${min}..${max}`);
  return n;
}

export function oneOf<const T extends readonly string[]>(
  raw: string | undefined,
  values: T,
): T[number] {
  const value = required(raw);
  if (!values.includes(value)) throw new Error(`"${value}" is not one of ${values.join(', ')}`);
  return value;
}

export function listOf<const T extends readonly string[]>(
  raw: string | undefined,
  values: T,
): T[number][] {
  if (raw === undefined) return [];
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of items) oneOf(item, values);
  return [...new Set(items)] as T[number][];
}

export function boolean(raw: string | undefined): boolean {
  const value = required(raw).toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`"${value}" is not true, false, 1 or 0`);
}

export function optionalUrl(raw: string | undefined, protocols: string[]): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('not a URL');
  }
  // The URL may hold a password: name the protocol, never echo the value.
  if (!protocols.includes(url.protocol))
    throw new Error(`must start with ${protocols.join('//, ')}//`);
  return raw;
}

export function optionalSecret(raw: string | undefined, minLength: number): string | undefined {
  if (raw === undefined) return undefined;
  if (raw.length < minLength) throw new Error(`must be at least ${minLength} characters`);
  return raw;
}

export function optionalFile(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (!existsSync(raw) || !statSync(raw).isFile()) throw new Error(`no file at "${raw}"`);
  return raw;
}

export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Whether an origin's host is this machine: localhost, *.localhost, 127.0.0.0/8, [::1]. */
export function isLoopbackOrigin(origin: string): boolean {
  return isLoopbackHostname(new URL(origin).hostname);
}

/** A URL's hostname (as `new URL` gives it) that names this machine. */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true;
  return /^127(\.\d{1,3}){3}$/.test(host);
}
