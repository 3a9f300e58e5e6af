import { describe, expect, it } from 'vitest';
import { nextStepFromLoginAnswer, riskGuideTokenOf } from './login-answer';

describe('one pure function turns a login answer into the next step', () => {
  it('success without other flags: signed in, redirect', () => {
    expect(
      nextStepFromLoginAnswer({
        ok: true,
        result: { id: '7' },
        envelope: { ret_code: 0, ret_msg: '' },
      }),
    ).toEqual({ kind: 'signedIn', accountId: '7' });
  });
  it('pre_action 1: go to retrieve page', () => {
    expect(
      nextStepFromLoginAnswer({
        ok: true,
        result: { pre_action: 1 },
        envelope: { ret_code: 0, ret_msg: '' },
      }),
    ).toEqual({ kind: 'retrievePassword' });
  });
  it('google2fa_secret: show two-factor panel', () => {
    expect(
      nextStepFromLoginAnswer({
        ok: true,
        result: { google2fa_secret: true },
        envelope: { ret_code: 0, ret_msg: '' },
      }),
    ).toEqual({ kind: 'twoFactor' });
  });
  it('pre_action 1 comes before google2fa_secret: go to retrieve page', () => {
    expect(
      nextStepFromLoginAnswer({
        ok: true,
        result: { pre_action: 1, google2fa_secret: true },
        envelope: { ret_code: 0, ret_msg: '' },
      }),
    ).toEqual({ kind: 'retrievePassword' });
  });
  it('risk_token: security verification (type pass)', () => {
    expect(
      nextStepFromLoginAnswer({
        ok: true,
        result: { risk_token: 'rt', risk_token_type: 'pass' },
        envelope: { ret_code: 0, ret_msg: '' },
      }),
    ).toEqual({ kind: 'securityVerification', riskToken: 'rt' });
  });
  it('risk_token of type guide (id not "0"): the token is stored, then login completes', () => {
    const step = nextStepFromLoginAnswer({
      ok: true,
      result: { id: '7', risk_token: 'rt', risk_token_type: 'guide' },
      envelope: { ret_code: 0, ret_msg: '', token: 't' },
    });
    expect(step).toEqual({ kind: 'signedIn', accountId: '7', riskGuideToken: 'rt' });
    expect(riskGuideTokenOf(step)).toBe('rt');
  });
  it('risk_token of type guide: a site-jump check may apply, the token still stored first', () => {
    const step = nextStepFromLoginAnswer(
      {
        ok: true,
        result: { id: '7', risk_token: 'rt', risk_token_type: 'guide' },
        envelope: { ret_code: 0, ret_msg: '', token: 't', currentSite: 'NLD' },
      },
      { now: 0, siteCheck: { site: 'BYBIT', loginOnly: false, embedded: false } },
    );
    expect(step).toEqual({
      kind: 'siteJump',
      accountId: '7',
      targetSite: 'NLD',
      riskGuideToken: 'rt',
    });
    expect(riskGuideTokenOf(step)).toBe('rt');
  });
  it('risk_token of type guide with id "0": otherwise login is re-sent with the risk token (security verification)', () => {
    expect(
      nextStepFromLoginAnswer({
        ok: true,
        result: { id: '0', risk_token: 'rt', risk_token_type: 'guide' },
        envelope: { ret_code: 0, ret_msg: '' },
      }),
    ).toEqual({ kind: 'securityVerification', riskToken: 'rt' });
  });
  it('a plain success carries no risk token to store', () => {
    const step = nextStepFromLoginAnswer({
      ok: true,
      result: { id: '7' },
      envelope: { ret_code: 0, ret_msg: '', token: 't' },
    });
    expect(riskGuideTokenOf(step)).toBeUndefined();
  });
  it('31030: over-limit dialog with the unlock time', () => {
    expect(
      nextStepFromLoginAnswer({
        ok: false,
        retCode: 31030,
        retMsg: '',
        result: { locked_until: 5 },
      }),
    ).toEqual({ kind: 'overLimit', lockedUntil: 5 });
  });
  it('any other refusal: stay, the wrapper has toasted', () => {
    expect(nextStepFromLoginAnswer({ ok: false, retCode: 31002, retMsg: '' })).toEqual({
      kind: 'refused',
      retCode: 31002,
    });
  });
});

describe('site check: the registration site differs from the current site', () => {
  const answer = (currentSite: string) =>
    ({
      ok: true,
      result: { id: '7' },
      envelope: { ret_code: 0, ret_msg: '', currentSite },
    }) as const;
  const facts = (site: 'BYBIT' | 'NLD') => ({
    now: 0,
    siteCheck: { site, loginOnly: false, embedded: false },
  });
  it('an NLD account logging in on the main site: offer the jump to NLD', () => {
    expect(nextStepFromLoginAnswer(answer('NLD'), facts('BYBIT'))).toEqual({
      kind: 'siteJump',
      accountId: '7',
      targetSite: 'NLD',
    });
  });
  it('the account on its own site: signed in', () => {
    expect(nextStepFromLoginAnswer(answer('NLD'), facts('NLD'))).toEqual({
      kind: 'signedIn',
      accountId: '7',
    });
  });
  it('an EU account in the grey release logging in on the main site: offer the jump to EU (decision 092)', () => {
    const grey = {
      ok: true,
      result: { id: '7' },
      envelope: { ret_code: 0, ret_msg: '', currentSite: 'BYBIT', accountSite: 'EU' },
    } as const;
    expect(nextStepFromLoginAnswer(grey, facts('BYBIT'))).toEqual({
      kind: 'siteJump',
      accountId: '7',
      targetSite: 'EU',
    });
  });
});

describe('messaging bind: if a messaging bind result is not success, an upgrade modal shows first', () => {
  const answer = (result: Record<string, unknown>, currentSite?: string) =>
    ({ ok: true, result, envelope: { ret_code: 0, ret_msg: '', currentSite } }) as const;
  const onMain = { now: 0, siteCheck: { site: 'BYBIT', loginOnly: false, embedded: false } };
  it('tg_bind_result not success: the upgrade modal, then signed in', () => {
    expect(nextStepFromLoginAnswer(answer({ id: '7', tg_bind_result: 'fail' }))).toEqual({
      kind: 'upgradeNotice',
      then: { kind: 'signedIn', accountId: '7' },
      bindResult: 'fail',
    });
  });
  it("the modal names the failure by the server's tg_bind_result (behaviour §8 messaging bind failure codes)", () => {
    const step = nextStepFromLoginAnswer(
      answer({ id: '7', tg_bind_result: 'telegramAlreadyBind' }),
    );
    expect(step).toMatchObject({ kind: 'upgradeNotice', bindResult: 'telegramAlreadyBind' });
  });
  it('tg_bind_result success: signed in, no modal', () => {
    expect(nextStepFromLoginAnswer(answer({ id: '7', tg_bind_result: 'success' }))).toEqual({
      kind: 'signedIn',
      accountId: '7',
    });
  });
  it('no bind result: signed in, no modal', () => {
    expect(nextStepFromLoginAnswer(answer({ id: '7' }))).toEqual({
      kind: 'signedIn',
      accountId: '7',
    });
  });
  it('the modal comes before the site check: then the jump is offered', () => {
    const step = nextStepFromLoginAnswer(answer({ id: '7', tg_bind_result: '' }, 'NLD'), {
      ...onMain,
      siteCheck: { ...onMain.siteCheck, site: 'BYBIT' as const },
    });
    expect(step).toEqual({
      kind: 'upgradeNotice',
      then: { kind: 'siteJump', accountId: '7', targetSite: 'NLD' },
      bindResult: '',
    });
  });
  it('the modal comes after two-factor and risk: google2fa_secret still shows the panel first', () => {
    expect(
      nextStepFromLoginAnswer(answer({ google2fa_secret: true, tg_bind_result: 'fail' })),
    ).toEqual({ kind: 'twoFactor' });
    expect(
      nextStepFromLoginAnswer(
        answer({ risk_token: 'rt', risk_token_type: 'pass', tg_bind_result: 'fail' }),
      ),
    ).toEqual({ kind: 'securityVerification', riskToken: 'rt' });
  });
});

describe('third-party answers through the same choke point (decision 064)', () => {
  const success = (result: Record<string, unknown>) => ({
    ok: true as const,
    result,
    envelope: { ret_code: 0, ret_msg: '' },
  });

  it('use_thirdparty 1 (new): signed in as a new user; 2 (existing): signed in', () => {
    expect(nextStepFromLoginAnswer(success({ id: '7', use_thirdparty: 1 }))).toEqual({
      kind: 'signedIn',
      accountId: '7',
      newUser: true,
    });
    expect(nextStepFromLoginAnswer(success({ id: '7', use_thirdparty: 2 }))).toEqual({
      kind: 'signedIn',
      accountId: '7',
    });
  });

  it('use_thirdparty 1 with a risk token: security verification before anything', () => {
    expect(
      nextStepFromLoginAnswer(success({ id: '0', use_thirdparty: 1, risk_token: 'rt' })),
    ).toEqual({ kind: 'securityVerification', riskToken: 'rt' });
  });

  it('use_thirdparty 1 (new) with a risk token of any type shows the security modal: a guide token too, where a log-in would store it and finish', () => {
    const guide = { id: '7', risk_token: 'rt', risk_token_type: 'guide' };
    expect(nextStepFromLoginAnswer(success({ ...guide, use_thirdparty: 1 }))).toEqual({
      kind: 'securityVerification',
      riskToken: 'rt',
    });
    expect(nextStepFromLoginAnswer(success({ ...guide, use_thirdparty: 2 }))).toEqual({
      kind: 'signedIn',
      accountId: '7',
      riskGuideToken: 'rt',
    });
  });

  it('banned_status 1 shows the ban state, not the signed-in destination', () => {
    expect(
      nextStepFromLoginAnswer(success({ id: '7', use_thirdparty: 1, banned_status: 1 })),
    ).toMatchObject({ kind: 'dialog', dialog: { id: 'banned' } });
  });

  it('48003 with its ticket and e-mail: the link offer; without them: a plain refusal', () => {
    const exists = (result: unknown) => ({
      ok: false as const,
      retCode: 48003,
      retMsg: '',
      result,
    });
    expect(nextStepFromLoginAnswer(exists({ link_ticket: 'k', email: 'a@b.example' }))).toEqual({
      kind: 'linkOffer',
      email: 'a@b.example',
      linkTicket: 'k',
    });
    expect(nextStepFromLoginAnswer(exists({ email: 'a@b.example' })).kind).not.toBe('linkOffer');
  });

  it('a log-in that linked a provider says which', () => {
    expect(nextStepFromLoginAnswer(success({ id: '7', linked_provider: 'apple' }))).toEqual({
      kind: 'signedIn',
      accountId: '7',
      linkedProvider: 'apple',
    });
  });
});
