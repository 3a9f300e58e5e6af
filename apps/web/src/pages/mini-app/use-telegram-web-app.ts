/**
 * The Mini App pages' Telegram (decision 071): Telegram's script is loaded by these pages only,
 * and its WebApp counts only when it carries launch data: the same address opened in a
 * browser is "outside Telegram".
 */
import { useEffect, useState } from 'react';
import { loadTelegramWebApp, type TelegramWebApp } from '@foyer/ui';

export type TelegramWebAppState =
  { kind: 'loading' } | { kind: 'outside' } | { kind: 'inside'; webApp: TelegramWebApp };

export function useTelegramWebApp(): TelegramWebAppState {
  const [state, setState] = useState<TelegramWebAppState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    void loadTelegramWebApp().then(
      (webApp) => live && setState(webApp ? { kind: 'inside', webApp } : { kind: 'outside' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
