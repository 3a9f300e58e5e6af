import { describe, expect, it } from 'vitest';
import { TOAST_MS_SHORT } from '@foyer/contract';
import type { WidgetT } from '../i18n/namespaces';
import { telegramBindToast } from './telegram-bind-toast';

const words: Record<string, string> = {
  'errors:10016': 'The service is busy',
  'errors:100160': 'Your session has expired',
  'errors:100162': 'Linking has expired',
  'errors:38002': 'Already linked',
};
const t = ((key: string) => words[key] ?? key) as unknown as WidgetT;

describe('behaviour §8 10016 "100162 Telegram bind" (decision 152)', () => {
  it("a bind refused with 10016 shows the toast '10016: <message of 100162>'", () => {
    expect(telegramBindToast({ retCode: 10016, retMsg: 'expired' }, t)).toEqual({
      kind: 'error',
      text: '10016: Linking has expired',
      ms: TOAST_MS_SHORT,
    });
  });

  it('a bind refused otherwise (a bind-failure name, a refused password) shows none: its caller says it', () => {
    const failure = { tg_bind_result: 'telegramAlreadyBind' };
    expect(telegramBindToast({ retCode: 38002, retMsg: 'x', result: failure }, t)).toBeNull();
    expect(telegramBindToast({ retCode: 31002, retMsg: 'x' }, t)).toBeNull();
  });
});
