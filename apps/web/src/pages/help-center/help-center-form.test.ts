import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN } from '@foyer/contract';
import {
  failureKey,
  formProblems,
  hasProblems,
  initialForm,
  sentByRefusal,
} from './help-center-form';

const form = (email: string, message: string) => ({ subject: 'other' as const, email, message });

describe('the help-center web form (decision 129)', () => {
  it('a valid e-mail and a message of 10 to 2000 characters may be sent', () => {
    const problems = formProblems(form(' ada@example.com ', 'x'.repeat(SUPPORT_MESSAGE_MIN)));
    expect(problems).toEqual({});
    expect(hasProblems(problems)).toBe(false);
    expect(
      hasProblems(formProblems(form('ada@example.com', 'y'.repeat(SUPPORT_MESSAGE_MAX)))),
    ).toBe(false);
  });

  it('each field out of the rule the server holds it to has its own problem', () => {
    expect(formProblems(form('', ''))).toEqual({
      email: 'app:helpCenter.emailInvalid',
      message: 'app:helpCenter.messageShort',
    });
    expect(formProblems(form('not-an-address', 'long enough message'))).toEqual({
      email: 'app:helpCenter.emailInvalid',
    });
    expect(formProblems(form('ada@example.com', 'z'.repeat(SUPPORT_MESSAGE_MAX + 1)))).toEqual({
      message: 'app:helpCenter.messageLong',
    });
  });

  it('spaces around the message do not count towards its length, as on the server', () => {
    expect(formProblems(form('ada@example.com', `   ${'a'.repeat(9)}   `))).toEqual({
      message: 'app:helpCenter.messageShort',
    });
  });

  it('reject_guide_customer: a refusal sent the visitor, so the subject starts on getting in', () => {
    expect(sentByRefusal('?reject_guide_customer=1')).toBe(true);
    expect(initialForm('?reject_guide_customer=1').subject).toBe('account_access');
    expect(sentByRefusal('?theme=dark')).toBe(false);
    expect(initialForm('').subject).toBe('other');
    expect(initialForm('', 'ada@example.com').email).toBe('ada@example.com');
  });

  it('a refused captcha and the per-network limit say what to do; any other code the general text', () => {
    expect(failureKey(34001)).toBe('app:helpCenter.captchaFailed');
    expect(failureKey(100001)).toBe('app:helpCenter.captchaFailed');
    expect(failureKey(10006)).toBe('app:helpCenter.tooMany');
    expect(failureKey(10004)).toBe('app:helpCenter.failed');
  });
});
