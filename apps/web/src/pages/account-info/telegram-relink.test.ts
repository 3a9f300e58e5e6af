import { describe, expect, it } from 'vitest';
import { RET_CODES } from '@foyer/contract';
import { relinkProblemOf, telegramActions } from './telegram-relink';

describe('/app/user/account-info, "messaging re-link" (decision 133)', () => {
  it('a linked account may unlink; it links again only once unlinked', () => {
    expect(telegramActions(true, true)).toEqual({ unlink: true, relink: false });
    expect(telegramActions(false, true)).toEqual({ unlink: false, relink: true });
  });

  it('no bot configured: nothing to link with, so no "Link Telegram again"', () => {
    expect(telegramActions(false, false)).toEqual({ unlink: false, relink: false });
    expect(telegramActions(true, false)).toEqual({ unlink: true, relink: false });
  });

  it('a refused re-link says which side is linked already, or that Telegram’s answer was refused', () => {
    expect(relinkProblemOf(RET_CODES.TELEGRAM_ALREADY_BOUND.code)).toBe('boundElsewhere');
    expect(relinkProblemOf(RET_CODES.ACCOUNT_HAS_OTHER_TELEGRAM.code)).toBe('otherTelegram');
    expect(relinkProblemOf(RET_CODES.TELEGRAM_AUTH_FAILED.code)).toBe('authFailed');
    expect(relinkProblemOf(RET_CODES.INTERNAL_ERROR.code)).toBe('failed');
  });
});
