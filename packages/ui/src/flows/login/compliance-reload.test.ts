/**
 * behaviour §4 "A compliance-wall reload hook runs when the result carries a flag and not in a
 * Telegram web view" (decision 159): the log-in completes here after the compliance wall
 * offered the account's own site, and the host's `onComplianceReload` hears which.
 */
import type { SiteCode } from '@foyer/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetOptions } from '../../widget/widget-options';
import { actions } from './login-actions';
import type { LoginEffectsDeps } from './login-effects';
import type { LoginContext } from './login.setup';

function depsWith(options: WidgetOptions) {
  const complete = vi.fn();
  const deps = {
    widget: { options, complete, api: { call: vi.fn() }, host: { channel: {} } },
    toast: { show: vi.fn() },
    t: (key: string) => key,
  } as unknown as LoginEffectsDeps;
  return { deps, complete };
}

const atStep = (step: LoginContext['step']) => ({ step }) as unknown as LoginContext;
const wallClosed = (targetSite: SiteCode) =>
  atStep({ kind: 'siteJump', accountId: '7', targetSite } as LoginContext['step']);
const signedIn = atStep({ kind: 'signedIn', accountId: '7' } as LoginContext['step']);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the compliance-wall reload hook (decision 159)', () => {
  it("a log-in completed here after the wall offered the account's site: the host hears the site, before the completion", async () => {
    const order: string[] = [];
    const onComplianceReload = vi.fn(() => order.push('reload'));
    const { deps, complete } = depsWith({ onComplianceReload });
    complete.mockImplementation(() => order.push('complete'));
    actions.completeLogin(deps, wallClosed('EU'));
    expect(onComplianceReload).toHaveBeenCalledWith({ accountSite: 'EU' });
    await vi.waitFor(() => expect(complete).toHaveBeenCalledWith('login', '7', undefined));
    expect(order).toEqual(['reload', 'complete']);
  });

  it("no flag, no hook: a log-in on the account's own site", () => {
    const onComplianceReload = vi.fn();
    actions.completeLogin(depsWith({ onComplianceReload }).deps, signedIn);
    expect(onComplianceReload).not.toHaveBeenCalled();
  });

  it("not in a Telegram web view: the Mini App's page completes without it", () => {
    vi.stubGlobal('Telegram', { WebApp: { initData: 'query_id=1&hash=x', platform: 'ios' } });
    const onComplianceReload = vi.fn();
    actions.completeLogin(depsWith({ onComplianceReload }).deps, wallClosed('NLD'));
    expect(onComplianceReload).not.toHaveBeenCalled();
  });

  it('a host without the hook completes as before', async () => {
    const { deps, complete } = depsWith({});
    actions.completeLogin(deps, wallClosed('HKG'));
    await vi.waitFor(() => expect(complete).toHaveBeenCalledTimes(1));
  });
});
