import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REGISTER_TYPES, VERIFY_RESULT } from '../constants.js';
import {
  registerActivateSchemas,
  registerComplianceSchemas,
  registerEmailSchemas,
  registerInfoSchemas,
  registerVerifyResultSchemas,
  sendEmailCodeSchemas,
  sendMobileCodeSchemas,
  webConfigSchemas,
} from './index.js';

const password = createHash('sha256').update('Abcdefg1').digest('hex');

describe('Register type (behaviour §3): oldCode, oldLink, newCode, newLink', () => {
  it('the remote config answers one of the four', () => {
    expect(REGISTER_TYPES).toEqual(['oldCode', 'oldLink', 'newCode', 'newLink']);
    const thirdParty = { providers: ['google'], callback_origin: 'https://example.com' };
    const answer = (register_type: string) => ({ register_type, third_party: thirdParty });
    expect(webConfigSchemas.result.safeParse(answer('newLink')).success).toBe(true);
    expect(webConfigSchemas.result.safeParse(answer('other')).success).toBe(false);
  });
});

describe('Register payload (e-mail): verify_type 1 code, 2 link with uuid (behaviour §3)', () => {
  it('verify_type 2 needs no emailverify but a uuid', () => {
    const link = { email: 'a@example.com', password, verify_type: 2, uuid: 'u-1' };
    expect(registerEmailSchemas.request.safeParse(link).success).toBe(true);
    const { uuid: _uuid, ...withoutUuid } = link;
    expect(registerEmailSchemas.request.safeParse(withoutUuid).success).toBe(false);
  });

  it('verify_type 1 (or none) still needs the six-digit emailverify', () => {
    const code = { email: 'a@example.com', password };
    expect(registerEmailSchemas.request.safeParse(code).success).toBe(false);
    const ok = { ...code, emailverify: '123456' };
    expect(registerEmailSchemas.request.safeParse(ok).success).toBe(true);
  });
});

describe('Link types concern e-mail only: a phone sign-up always uses a code', () => {
  it('send-code by phone refuses verify_type 2; by e-mail accepts it', () => {
    const phone = { mobile: '7700900123', country_code: '44', verify_type: 2 };
    expect(sendMobileCodeSchemas.request.safeParse(phone).success).toBe(false);
    const email = { email: 'a@example.com', verify_type: 2 };
    expect(sendEmailCodeSchemas.request.safeParse(email).success).toBe(true);
  });

  it('the ACCOUNT step refuses a phone with verify_type 2', () => {
    const phone = { mobile: '7700900123', country_code: '44', verify_type: 2 };
    expect(registerInfoSchemas.request.safeParse(phone).success).toBe(false);
    expect(registerInfoSchemas.request.safeParse({ ...phone, verify_type: 1 }).success).toBe(true);
  });
});

describe('Activation status poll: uuid, verify_code 2; verify_result 1 to 4', () => {
  it('reads verify_code from the query string and answers 1..4 only', () => {
    const query = registerVerifyResultSchemas.request.parse({ uuid: 'abc', verify_code: '2' });
    expect(query.verify_code).toBe(2);
    for (const value of Object.values(VERIFY_RESULT)) {
      expect(registerVerifyResultSchemas.result.safeParse({ verify_result: value }).success).toBe(
        true,
      );
    }
    expect(registerVerifyResultSchemas.result.safeParse({ verify_result: 5 }).success).toBe(false);
  });

  it('an activation token is base64url text', () => {
    const good = { uuid: 'abc', token: 'A-b_9' };
    expect(registerActivateSchemas.request.safeParse(good).success).toBe(true);
    const bad = { uuid: 'abc', token: 'a b' };
    expect(registerActivateSchemas.request.safeParse(bad).success).toBe(false);
  });
});

describe('register_compliance: /register/email or /register/mobile by the fields present', () => {
  it('accepts both payloads', () => {
    const email = { email: 'a@example.com', emailverify: '123456', password };
    const mobile = { mobile: '7700900123', country_code: '44', smsverify: '123456', password };
    expect(registerComplianceSchemas.request.safeParse(email).success).toBe(true);
    expect(registerComplianceSchemas.request.safeParse(mobile).success).toBe(true);
  });
});
