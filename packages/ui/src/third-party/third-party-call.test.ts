/**
 * The third-party sign-in call's tracked events: behaviour §8 40004 "third-party upgrade prompt
 * tracked", and (behaviour §4 "Third-party flow") the registration of an account it made.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/api-outcome';
import type { ThirdPartyToken } from '../flows/login/login.setup';
import { logInWithProvider } from './third-party-call';

const api = { call: vi.fn() } as unknown as ApiClient;

async function signInAnswered(answer: NonNullable<ThirdPartyToken['answer']>) {
  const track = vi.fn();
  await logInWithProvider(
    api,
    { provider: 'google', token: 'id.token', answer },
    {},
    { unavailable: vi.fn(), track },
  );
  return track;
}

describe("the third-party sign-in's tracked events", () => {
  it('40004 on a provider sign-in tracks the upgrade prompt with the provider', async () => {
    const track = await signInAnswered({ ok: false, retCode: 40004, retMsg: 'upgrade' });
    expect(track).toHaveBeenCalledWith({ name: 'thirdPartyUpgradePrompt', provider: 'google' });
  });

  it('another refusal tracks nothing', async () => {
    const track = await signInAnswered({ ok: false, retCode: 10004, retMsg: 'bad' });
    expect(track).not.toHaveBeenCalled();
  });
});
