/**
 * Right to left (issue 15, point 4; behaviour §9): every screen mirrors in Arabic because the
 * style sheets name sides logically (`inline-start`, `inset-inline-end`…), never `left` or
 * `right`. This reads every style sheet of the widget and the app and names each physical
 * side it finds; a side that must not mirror says so with `direction: ltr` on its element
 * (numbers, addresses, code boxes), never with a physical property.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository: the folder above the working directory that holds both packages. */
function repositoryRoot(from: string): string {
  if (existsSync(join(from, 'packages/ui/src')) && existsSync(join(from, 'apps/web/src')))
    return from;
  const parent = dirname(from);
  if (parent === from) throw new Error('not inside the repository');
  return repositoryRoot(parent);
}

const ROOT = repositoryRoot(process.cwd());
const FOLDERS = ['packages/ui/src', 'apps/web/src'];

/** Declarations that name a physical side. */
const PHYSICAL = [
  /(?:^|[\s;{])(?:margin|padding|border)-(?:left|right)(?:-[a-z]+)?\s*:/,
  /(?:^|[\s;{])(?:left|right)\s*:/,
  /(?:^|[\s;{])border-(?:top|bottom)-(?:left|right)-radius\s*:/,
  /(?:^|[\s;{])(?:text-align|float|clear)\s*:\s*(?:left|right)\b/,
];

function styleSheets(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(ROOT, folder, file));
}

/** Each physical declaration of a style sheet, as `file:line: text`. */
function physicalSides(file: string, text: string): string[] {
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, (comment) =>
    comment.replace(/[^\n]/g, ' '),
  );
  return withoutComments
    .split('\n')
    .flatMap((line, index) =>
      PHYSICAL.some((pattern) => pattern.test(line))
        ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`]
        : [],
    );
}

describe('right to left: the style sheets name sides logically (behaviour §9)', () => {
  it('no style sheet of the widget or the app names a physical side', () => {
    const files = FOLDERS.flatMap(styleSheets);
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => physicalSides(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('the check finds each kind of physical side, and not what is logical or commented', () => {
    const sheet = [
      '.a { margin-left: 4px; }',
      '.b { padding-right: 0 }',
      '.c { left: 0; }',
      '.d { text-align: right; }',
      '.e { border-top-left-radius: 2px; }',
      '.f { margin-inline-start: 4px; inset-inline-end: 0; text-align: start; }',
      '/* margin-left: 4px */',
    ].join('\n');
    expect(physicalSides(join(ROOT, 'x.css'), sheet).map((line) => line.split(':')[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });
});
