/**
 * The two gates every way into an account passes (docs/decisions/044): one in front of every
 * new account, one in front of every new session. They re-check the restrictions at the
 * moment the account or session is made, whatever the earlier steps checked: a link asked
 * for from an allowed country and completed from a banned one is refused here.
 *
 * A route that makes accounts or sessions declares it (`config: { door }`); only such a route
 * can hand a visitor to the gates (`visitorAt`), and the door-enumeration test
 * (doors.routes.test.ts) reads the declarations from the route table and proves each door
 * refuses a banned visitor. Nothing else inserts accounts or sessions (eslint's
 * no-restricted-imports keeps `insertSession` here).
 */
import type { FastifyRequest } from 'fastify';
import { failure, success, type Outcome } from '../errors.js';
import type { ServiceDeps } from '../shared/deps.js';
import type { GeoLookup } from '../shared/geo.service.js';
import type { Identity } from '../shared/identity.js';
import { liveCountryOf } from '../shared/live-country.js';
import { guardSignUp, ipBanned, signUpFactsOf, standingRefusal } from '../restrictions/index.js';
import { insertSession, type NewSession, type SessionLimits } from '../sessions/index.js';

/** What a route may make: an account (and its first session), or a session of an account. */
export type Door = 'account' | 'session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route makes accounts or sessions: it passes the gates of gates/doors.ts. */
    door?: Door;
  }
}

/**
 * Who stands at a door: the visitor's address as the server sees it and its country, the
 * browser it says it is, and the door.
 */
export interface Visitor {
  readonly ip: string;
  /** ISO 3166 alpha-2 of the address, '' when unknown. */
  readonly country: string;
  /** The `live_country_code` the client sent, '': none; only ever stricter (decision 146). */
  readonly liveCountry: string;
  /** The User-Agent header, '' when none was sent. */
  readonly userAgent: string;
  readonly door: Door;
  /** The route, for the error when a door is used for what it did not declare. */
  readonly route: string;
}

export type DoorDeps = ServiceDeps & { geo: GeoLookup };

declare const admitted: unique symbol;

/**
 * What the account gate hands out when it lets a visitor in: the only thing `createAccount`
 * (sign-up/sign-up-account.service.ts) accepts, and only `admitAccount` makes one, so no way to make
 * an account can skip the gate.
 */
export interface Admission {
  readonly [admitted]: true;
  readonly visitor: Visitor;
  /** The e-mail or phone the gate checked; none for a sub-account (it has neither). */
  readonly identity: Identity | undefined;
}

/** The visitor of a request to a declared door; a route that declares none cannot make one. */
export function visitorAt(request: FastifyRequest, geo: GeoLookup): Visitor {
  const door = request.routeOptions.config.door;
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  if (!door) throw new Error(`${route} makes accounts or sessions but declares no door`);
  const country = geo.countryOf(request.ip);
  const userAgent = request.headers['user-agent'] ?? '';
  return { ip: request.ip, country, liveCountry: liveCountryOf(request), userAgent, door, route };
}

/**
 * The gate in front of every new account: the operator's IP ban, the visitor's banned
 * country, the banned country of the phone, a Chinese-provider e-mail (behaviour §4
 * "Register", §5), checked now.
 */
export async function admitAccount(
  deps: DoorDeps,
  visitor: Visitor,
  identity?: Identity,
): Promise<Outcome<Admission>> {
  if (visitor.door !== 'account') {
    throw new Error(`${visitor.route} makes an account but declares door '${visitor.door}'`);
  }
  const facts = { ip: visitor.ip, liveCountry: visitor.liveCountry, ...signUpFactsOf(identity) };
  const allowed = await guardSignUp(deps, facts);
  if (!allowed.ok) return allowed;
  return success({ visitor, identity } as Admission);
}

/**
 * The gate in front of every new session: a banned address (31018) and the account's
 * standing (its ban or termination, or its main account's), checked now. The steps before it
 * (password, lock-out, risk, second factor) belong to the way in; this is what every way in
 * shares.
 */
export async function openSession(
  deps: Pick<ServiceDeps, 'store' | 'clock' | 'random' | 'config'>,
  visitor: Visitor,
  accountId: string,
  limits: SessionLimits = {},
): Promise<Outcome<NewSession>> {
  if (await ipBanned(deps.store, visitor.ip)) {
    return failure({ kind: 'ipLimited', ip: visitor.ip });
  }
  const refusal = await standingRefusal(deps.store, accountId);
  if (refusal) return failure(refusal);
  return success(await insertSession(deps, accountId, limits));
}
