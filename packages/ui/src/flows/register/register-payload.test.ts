import { TERMS_VERSION, VERIFY_TYPE } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { emptyForm } from '../shared/credentials-form';
import {
  createAccountPayload,
  passwordStepPayload,
  sendCodePayload,
  sendVerificationPayload,
  SIGN_UP_DECLARATION,
} from './register-payload';
import { channelFields } from './referral/channel-fields';

const email = emptyForm({ email: 'a@example.com', password: 'Secret123', referral: ' REF1 ' });
const mobile = emptyForm({
  method: 'mobile',
  mobile: '7700900123',
  password: 'Secret123',
  country: { iso: 'GB', callingCode: '44' },
});
const DIGEST = /^[0-9a-f]{64}$/;

describe('sign-up payloads (behaviour §3)', async () => {
  it('send-code payload: email, ref, lang, verify_type 1, login_type 2', () => {
    expect(sendCodePayload(email, 'en')).toEqual({
      email: 'a@example.com',
      ref: 'REF1',
      lang: 'en',
      verify_type: 1,
      login_type: 2,
    });
  });
  it('send-code payload: mobile with country_code, login_type 3, no empty ref', () => {
    expect(sendCodePayload(mobile, 'en')).toEqual({
      mobile: '7700900123',
      country_code: '44',
      lang: 'en',
      verify_type: 1,
      login_type: 3,
    });
  });
  it('register payload (e-mail): emailverify, hashed password, uuid', async () => {
    const body = await createAccountPayload(email, '123456', 'u-1', 'en');
    expect(body).toMatchObject({ email: 'a@example.com', emailverify: '123456', uuid: 'u-1' });
    expect(body.password).toMatch(DIGEST);
    expect(JSON.stringify(body)).not.toContain('Secret123');
  });
  it('register payload (phone): smsverify and country_code', async () => {
    expect(await createAccountPayload(mobile, '654321', null, 'en')).toMatchObject({
      mobile: '7700900123',
      country_code: '44',
      smsverify: '654321',
    });
  });
});

describe('sign-up payloads of the register types (behaviour §3)', async () => {
  it('link types send verify_type 2 for an e-mail', () => {
    expect(sendVerificationPayload(email, 'oldLink', 'en')).toMatchObject({ verify_type: 2 });
    expect(sendVerificationPayload(email, 'newLink', 'en')).toMatchObject({ verify_type: 2 });
    expect(sendVerificationPayload(email, 'newCode', 'en')).toMatchObject({ verify_type: 1 });
  });
  it('a phone sign-up always uses a code (verify_type 1)', () => {
    expect(sendVerificationPayload(mobile, 'newLink', 'en')).toMatchObject({ verify_type: 1 });
  });
  it('old link: register with the uuid and verify_type 2, no emailverify', async () => {
    const body = await createAccountPayload(email, '', 'u-9', 'en', undefined, 'oldLink');
    expect(body).toMatchObject({ email: 'a@example.com', uuid: 'u-9', verify_type: 2 });
    expect(body).not.toHaveProperty('emailverify');
  });
  it('password step: uuid and the hashed password only, without a code or channel', async () => {
    const body = await passwordStepPayload('u-1', { password: 'Secret123', referral: '' }, 'en');
    expect(body).toEqual({
      uuid: 'u-1',
      password: expect.stringMatching(DIGEST),
      lang: 'en',
      ...SIGN_UP_DECLARATION,
    });
  });
  it('the account-making calls carry the dialog 1 declaration and the terms version shown', async () => {
    const declared = { residence_declared: true, terms_version: TERMS_VERSION };
    expect(await createAccountPayload(email, '123456', null, 'en')).toMatchObject(declared);
    expect(await createAccountPayload(mobile, '654321', null, 'en')).toMatchObject(declared);
    expect(await createAccountPayload(email, '', 'u-9', 'en', undefined, 'oldLink')).toMatchObject(
      declared,
    );
    expect(await passwordStepPayload('u-1', email, 'en')).toMatchObject(declared);
  });
});

describe('new-mode payloads carry the channel (behaviour §3 "Channel info", decision 032)', async () => {
  const tracking = { affiliate_id: '7001', medium: 'affiliate' as const };
  const channel = channelFields({ affiliateId: '7001', groupId: 'g1' }, tracking);

  it('the ACCOUNT step (register/info) merges affiliate_id, group_id and channel_info', () => {
    expect(sendVerificationPayload(email, 'newCode', 'en', undefined, channel)).toMatchObject({
      username: 'a@example.com',
      ref: 'REF1',
      affiliate_id: '7001',
      group_id: 'g1',
      channel_info: tracking,
    });
  });
  it('Step-3 register: the e-mail is the username; no email, mobile or areaCode field', () => {
    const body = sendVerificationPayload(email, 'newLink', 'en', undefined, channel);
    expect(body).toMatchObject({ username: 'a@example.com', verify_type: VERIFY_TYPE.LINK });
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('areaCode');
  });
  it('Step-3 register: a phone is the username, its calling code the areaCode', () => {
    const body = sendVerificationPayload(mobile, 'newCode', 'en', undefined, channel);
    expect(body).toMatchObject({ username: '7700900123', areaCode: '44', verify_type: 1 });
    expect(body).not.toHaveProperty('mobile');
    expect(body).not.toHaveProperty('country_code');
  });
  it('the old mode send step stays as it was: the channel goes with /register/*', () => {
    const body = sendVerificationPayload(email, 'oldCode', 'en', undefined, channel);
    expect(body).not.toHaveProperty('affiliate_id');
    expect(body).not.toHaveProperty('channel_info');
  });
  it('the PASSWORD step carries ref, user_code and the channel, as the one-step register', async () => {
    const typed = channelFields({}, { ext_json: { is_manual_input: 1 } });
    const body = await passwordStepPayload('u-1', email, 'en', { ...channel, ...typed });
    expect(body).toMatchObject({
      uuid: 'u-1',
      ref: 'REF1',
      user_code: 'REF1',
      affiliate_id: '7001',
      group_id: 'g1',
      isManuallyModifyUserCode: 1,
    });
    expect(JSON.stringify(body)).not.toContain('Secret123');
  });
  it('"user_code" (the invite/referral code) travels with the one-step register too', async () => {
    expect(await createAccountPayload(email, '123456', null, 'en')).toMatchObject({
      ref: 'REF1',
      user_code: 'REF1',
    });
    expect(await createAccountPayload(mobile, '654321', null, 'en')).not.toHaveProperty(
      'user_code',
    );
  });
});
