import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  POPUP_CLOSED_POLL_MS,
  openProviderPopup,
  popupFeatures,
  type PopupHost,
  type PopupOutcome,
} from './provider-popup';

const CALLBACK_ORIGIN = 'https://auth.example.com';

/** A window stand-in: records window.open, keeps message listeners, hands out its popup. */
function fakeWindow(screenWidth = 1280, blocked = false, innerWidth = 1024) {
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  const listeners = new Set<(event: MessageEvent) => void>();
  const host = {
    screen: { width: screenWidth },
    innerWidth,
    open: vi.fn(() => (blocked ? null : popup)),
    addEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
    setInterval: (handler: () => void, ms: number) => setInterval(handler, ms),
    clearInterval: (id: number) => clearInterval(id),
  } as unknown as PopupHost & { open: ReturnType<typeof vi.fn> };
  const post = (data: unknown, from: { source?: unknown; origin?: string } = {}) => {
    const event = {
      data,
      source: 'source' in from ? from.source : popup,
      origin: from.origin ?? CALLBACK_ORIGIN,
    } as MessageEvent;
    for (const listener of [...listeners]) listener(event);
  };
  return { host, popup, post, listeners };
}

const message = (extra: Record<string, unknown>) => ({
  source: 'foyer:thirdparty',
  provider: 'google',
  ...extra,
});

async function settled(promise: Promise<PopupOutcome>) {
  let outcome: PopupOutcome | undefined;
  void promise.then((value) => (outcome = value));
  await vi.advanceTimersByTimeAsync(0);
  return () => outcome;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the provider popup (behaviour §2 routes: 600x600 at top 100; plain popup if narrower than 500)', () => {
  it('opens the authorize page 600x600, 100 px from the top, centred', () => {
    const { host } = fakeWindow(1400);
    void openProviderPopup(host, 'google', CALLBACK_ORIGIN);
    expect(host.open).toHaveBeenCalledWith(
      '/x-api/thirdparty/authorize/google?lang=en',
      'foyer-thirdparty',
      'popup=yes,width=600,height=600,top=100,left=400',
    );
  });

  it('a plain window.open when the window is narrower than 500 px, whatever the screen', () => {
    expect(popupFeatures(499, 1920)).toBeUndefined();
    expect(popupFeatures(500, 1920)).toContain('width=600');
    const { host } = fakeWindow(1920, false, 480);
    void openProviderPopup(host, 'google', CALLBACK_ORIGIN);
    expect(host.open).toHaveBeenCalledWith(
      '/x-api/thirdparty/authorize/google?lang=en',
      'foyer-thirdparty',
      undefined,
    );
  });

  it('the Turkish provider opens its page, /{lang}/tr-authorized?type=LOGIN_TR or BIND_TR, in the same popup', () => {
    const { host } = fakeWindow(1400);
    void openProviderPopup(host, 'tr', CALLBACK_ORIGIN, undefined, {
      lang: 'ar-SA',
      trType: 'LOGIN_TR',
    });
    expect(host.open).toHaveBeenCalledWith(
      '/ar-SA/tr-authorized?type=LOGIN_TR',
      'foyer-thirdparty',
      'popup=yes,width=600,height=600,top=100,left=400',
    );
    const bind = fakeWindow(1400);
    void openProviderPopup(bind.host, 'tr', CALLBACK_ORIGIN, undefined, {
      lang: 'en',
      trType: 'BIND_TR',
    });
    expect(bind.host.open).toHaveBeenCalledWith(
      '/en/tr-authorized?type=BIND_TR',
      'foyer-thirdparty',
      expect.stringContaining('width=600'),
    );
  });

  it("the authorize page is asked in the widget's language, which the popup's last page reads in", () => {
    const { host } = fakeWindow(1400);
    void openProviderPopup(host, 'apple', CALLBACK_ORIGIN, undefined, {
      lang: 'ja-JP',
      trType: 'LOGIN_TR',
    });
    expect(host.open).toHaveBeenCalledWith(
      '/x-api/thirdparty/authorize/apple?lang=ja-JP',
      'foyer-thirdparty',
      expect.stringContaining('width=600'),
    );
  });

  it('resolves the id token of the message from its popup, from the callback origin', async () => {
    const { host, popup, post, listeners } = fakeWindow();
    const outcome = await settled(openProviderPopup(host, 'google', CALLBACK_ORIGIN));
    post(message({ success: true, quick_token: 'id.token.jws' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome()).toEqual({ kind: 'token', token: 'id.token.jws' });
    expect(popup.close).toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  it('behaviour §8 "missing third-party token only tracked": a success without a token is its own outcome, not a failure', async () => {
    const { host, post } = fakeWindow();
    const outcome = await settled(openProviderPopup(host, 'google', CALLBACK_ORIGIN));
    post(message({ success: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome()).toEqual({ kind: 'tokenMissing' });
  });

  it('ignores a message from another window, another origin, or without the foyer source', async () => {
    const { host, post } = fakeWindow();
    const outcome = await settled(openProviderPopup(host, 'google', CALLBACK_ORIGIN));
    post(message({ success: true, quick_token: 'forged' }), { source: {} });
    post(message({ success: true, quick_token: 'forged' }), { origin: 'https://evil.example' });
    post({ success: true, quick_token: 'forged', provider: 'google' });
    post(message({ success: true, quick_token: 'forged', provider: 'apple' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome()).toBeUndefined();
    post(message({ success: true, quick_token: 'real' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome()).toEqual({ kind: 'token', token: 'real' });
  });

  it('a popup closed without a message is a cancel', async () => {
    const { host, popup } = fakeWindow();
    const outcome = await settled(openProviderPopup(host, 'google', CALLBACK_ORIGIN));
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS);
    // A message still on its way is read before the close counts.
    expect(outcome()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS);
    expect(outcome()).toEqual({ kind: 'cancelled' });
  });

  it('the provider refused or failed: cancelled or failed as the callback says', async () => {
    const first = fakeWindow();
    const cancelled = await settled(openProviderPopup(first.host, 'google', CALLBACK_ORIGIN));
    first.post(message({ success: false, reason: 'cancelled' }));
    const second = fakeWindow();
    const failed = await settled(openProviderPopup(second.host, 'google', CALLBACK_ORIGIN));
    second.post(message({ success: false, reason: 'failed' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(cancelled()).toEqual({ kind: 'cancelled' });
    expect(failed()).toEqual({ kind: 'failed' });
  });

  it('a blocked popup is reported as blocked', async () => {
    const { host } = fakeWindow(1280, true);
    await expect(openProviderPopup(host, 'apple', CALLBACK_ORIGIN)).resolves.toEqual({
      kind: 'blocked',
    });
  });
});
