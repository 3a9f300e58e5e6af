import { describe, expect, it } from 'vitest';
import { pseudoText, pseudoTexts } from './pseudo';

describe('the pseudo-locale (en-XA, decision 077)', () => {
  it('accents every letter, keeps placeholders and tags, brackets the text', () => {
    const text = pseudoText('Hello {{name}}, read <link>the terms</link>');
    expect(text.startsWith('[Ĥéĺĺö {{name}}, ŕéàđ <link>ţĥé ţéŕɱš</link>')).toBe(true);
    expect(text.endsWith(']')).toBe(true);
  });

  it('is about 40 % longer than English', () => {
    const english = 'Log in to your account';
    const length = pseudoText(english).length;
    expect(length).toBeGreaterThanOrEqual(english.length * 1.4);
    expect(length).toBeLessThanOrEqual(english.length * 1.6);
  });

  it('applies to every text of a namespace', () => {
    expect(pseudoTexts({ a: 'Go', nested: { b: 'Up' } })).toEqual({
      a: '[Ğö ~]',
      nested: { b: '[Ûþ ~]' },
    });
  });
});
