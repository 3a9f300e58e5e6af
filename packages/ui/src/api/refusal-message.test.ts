import { describe, expect, it } from 'vitest';
import { refusalMessage, type Translate } from './refusal-message';
import { decideToast } from './toast-rules';

const messages: Record<string, string> = {
  'errors:31002': 'Incorrect password',
  'errors:loginErrCloseToLimit': 'Incorrect password. {{count}} attempts left.',
};
const translate: Translate = (key, params) =>
  messages[key]?.replace('{{count}}', String(params?.count ?? ''));

describe('the words of a refusal (behaviour §8), kept beside its field (issue 37)', () => {
  it('say what the toast says, without its code', () => {
    const answer = { retCode: 31002, retMsg: 'wrong', result: { pass_err_count: 4 } };
    const toast = decideToast(answer, {
      context: 'login',
      hideError: false,
      now: 0,
      lastShownAt: new Map(),
      translate,
    });
    const message = refusalMessage(answer, { context: 'login', translate });
    expect(message).toEqual({
      text: 'Incorrect password. 1 attempts left.',
      translated: true,
      warning: true,
    });
    expect(toast?.text).toBe(`31002: ${message.text}`);
  });

  it("remaining attempts are 5 minus pass_err_count, on the log-in only; else the code's message", () => {
    const answer = { retCode: 31002, retMsg: 'wrong', result: { pass_err_count: 3 } };
    expect(refusalMessage(answer, { context: 'login', translate }).text).toBe(
      'Incorrect password. 2 attempts left.',
    );
    expect(refusalMessage(answer, { context: 'other', translate }).text).toBe('Incorrect password');
  });

  it("a code no locale knows: the server's ret_msg", () => {
    expect(
      refusalMessage({ retCode: 12345, retMsg: 'Server says no' }, { context: 'other', translate }),
    ).toEqual({ text: 'Server says no', translated: false });
  });
});
