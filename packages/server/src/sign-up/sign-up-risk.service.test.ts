/**
 * The farming check of a sign-up send without HTTP (behaviour §4 "if a risk token is returned
 * show the security modal", decision 031): a real store on each engine, a fake clock. The
 * route tests keep the answers (sign-up-risk.routes.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { freshTestDeps } from '../test-support/test-app.js';
import { emailIdentity } from '../shared/identity.js';
import {
  assessSignUpSend,
  SIGN_UP_RISK_WINDOW_MS,
  type SignUpSender,
} from './sign-up-risk.service.js';

const N = 3;

describe.each(databases)('the sign-up farming check, on $name', (database) => {
  const deps = freshTestDeps(database, {}, { SIGN_UP_RISK_TARGETS_PER_HOUR: String(N) });
  let n = 0;
  const newTarget = () => emailIdentity(`farm-case${(n += 1)}@example.com`);
  const newSender = (): SignUpSender => ({ deviceHash: `device-${(n += 1)}`, ip: `ip-${n}` });
  const decide = async (sender: SignUpSender, target = newTarget()) => {
    const decision = await assessSignUpSend(deps, sender, target, undefined);
    if (!decision.ok) throw new Error(`refused: ${decision.error.kind}`);
    return decision.value.kind;
  };

  it(`the ${N}th different target of one device within an hour needs a security check`, async () => {
    const { deviceHash } = newSender();
    for (let i = 1; i < N; i += 1)
      expect(await decide({ deviceHash, ip: newSender().ip })).toBe('send');
    expect(await decide({ deviceHash, ip: newSender().ip })).toBe('verify');
  });

  it(`the ${N}th different target of one address (other devices, or none) needs one too`, async () => {
    const { ip } = newSender();
    for (let i = 1; i < N; i += 1)
      expect(await decide({ deviceHash: newSender().deviceHash, ip })).toBe('send');
    expect(await decide({ deviceHash: '', ip })).toBe('verify');
  });

  it('a target already sent to never counts again; other devices and addresses are not counted', async () => {
    const sender = newSender();
    const first = newTarget();
    expect(await decide(sender, first)).toBe('send');
    expect(await decide(sender, first)).toBe('send');
    for (let i = 2; i < N; i += 1) expect(await decide(sender, newTarget())).toBe('send');
    expect(await decide(sender, first)).toBe('send');
    expect(await decide(newSender())).toBe('send');
  });

  it('sends older than an hour no longer count', async () => {
    const sender = newSender();
    for (let i = 1; i < N; i += 1) await decide(sender);
    deps.clock.advance(SIGN_UP_RISK_WINDOW_MS + 1);
    expect(await decide(sender)).toBe('send');
  });

  it('a check asked for counts nothing: the same target asked again still needs it', async () => {
    const sender = newSender();
    for (let i = 1; i < N; i += 1) await decide(sender);
    const target = newTarget();
    expect(await decide(sender, target)).toBe('verify');
    expect(await decide(sender, target)).toBe('verify');
  });
});
