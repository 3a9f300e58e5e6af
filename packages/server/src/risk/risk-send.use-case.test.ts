/**
 * The send of a security-verification code in its order (risk-send.use-case.ts; decisions
 * 031, 035, 051): the captcha of its scene first; the send only behind it.
 */
import { CAPTCHA_SCENES } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../shared/digest.js';
import { noGeo } from '../shared/geo.service.js';
import { insertAccount } from '../test-support/accounts.js';
import { fakeCaptchaGate, SOLVED } from '../test-support/captcha.js';
import { databases } from '../test-support/databases.js';
import { freshTestDeps } from '../test-support/test-app.js';
import { sendRiskVerification } from './risk-send.use-case.js';
import { assessLogin, rememberPlace } from './risk.service.js';

const IP = '192.0.2.10';

describe.each(databases)('a security-verification send, on $name', (database) => {
  const captcha = fakeCaptchaGate();
  const deps = freshTestDeps(database, { captcha, geo: noGeo }, { CAPTCHA_ON_SENDS: 'true' });

  it('asks the captcha of its scene first: unsolved, nothing is sent; solved, the code is', async () => {
    const account = await insertAccount(deps);
    await rememberPlace(deps, account.id, {
      deviceHash: sha256Hex('desk'),
      fingerprintHash: '',
      country: 'GB',
    });
    const stranger = { deviceHash: sha256Hex('stranger'), fingerprintHash: '', country: 'GB' };
    const decided = await assessLogin(deps, account, stranger, undefined);
    if (!decided.ok || decided.value.kind !== 'verify') throw new Error(JSON.stringify(decided));
    const send = { riskToken: decided.value.riskToken, ip: IP };

    const refused = await sendRiskVerification(deps, { ...send, captcha: {} });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'captchaFailed' } });
    expect(deps.delivery.sent).toHaveLength(0);

    expect((await sendRiskVerification(deps, { ...send, captcha: SOLVED })).ok).toBe(true);
    expect(deps.delivery.lastCodeTo(account.email!)).toMatch(/^\d{6}$/);
    expect(captcha.scenes).toEqual([
      CAPTCHA_SCENES.riskVerification,
      CAPTCHA_SCENES.riskVerification,
    ]);
  });
});
