import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

/** The declarations of the first rule whose selector list ends with `selector`. */
function declarations(selector: string): string[] {
  const start = css.indexOf(`${selector} {`);
  expect(start, `no rule for ${selector}`).toBeGreaterThan(-1);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return body
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean);
}

describe('the "system" theme of a page rendered before any script (decision 050)', () => {
  it('takes the dark tokens under a dark system preference, the same as data-theme="dark"', () => {
    const dark = declarations(":root[data-theme='dark'] .foyer-root[data-theme='system']");
    const media = declarations(":root:not([data-theme]) .foyer-root[data-theme='system']");
    expect(dark.length).toBeGreaterThan(10);
    expect(media).toEqual(dark);
  });
});
