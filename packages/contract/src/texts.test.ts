import { describe, expect, it } from 'vitest';
import { findText, interpolate, type Texts } from './texts.js';

const TEXTS: Record<string, Texts> = {
  'es-419': { sent: { title: 'Código enviado' } },
  'es-ES': { sent: { title: 'Código enviado (ES)' } },
  en: {
    sent: { title: 'Code sent', body: 'Check {{ where }}' },
    tries_zero: 'No tries left',
    tries_one: 'One try left',
    tries_other: '{{count}} tries left',
  },
  'ru-RU': {
    tries_one: '{{count}} попытка',
    tries_few: '{{count}} попытки',
    tries_many: '{{count}} попыток',
  },
};
const textsOf = (language: string) => TEXTS[language];

describe('one rule for finding a text, the widget’s and the server’s messages’ (decisions 052, 077, 078)', () => {
  it('a key missing in a language is read in the next language of its chain, then in English', () => {
    expect(findText(['es-MX', 'es-419', 'en'], textsOf, 'sent.title')).toBe('Código enviado');
    expect(findText(['es-MX', 'es-419', 'en'], textsOf, 'sent.body')).toBe('Check {{ where }}');
    expect(findText(['es-MX', 'es-419', 'en'], textsOf, 'sent.nothing')).toBeUndefined();
  });

  it('a count picks the language’s plural form, `_zero` first for 0, else the bare key', () => {
    expect(findText(['ru-RU', 'en'], textsOf, 'tries', 3)).toBe('{{count}} попытки');
    expect(findText(['ru-RU', 'en'], textsOf, 'tries', 5)).toBe('{{count}} попыток');
    expect(findText(['en'], textsOf, 'tries', 0)).toBe('No tries left');
    expect(findText(['en'], textsOf, 'tries', 1)).toBe('One try left');
  });

  it('`{{name}}` takes its value; a name without a value stays as written', () => {
    expect(interpolate('Check {{ where }} in {{count}} min', { where: 'inbox' })).toBe(
      'Check inbox in {{count}} min',
    );
    expect(interpolate('{{a}}|{{b}}', { a: 1, b: null })).toBe('1|');
  });
});
