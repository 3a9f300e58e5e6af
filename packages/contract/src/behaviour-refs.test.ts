/**
 * Citations of the behaviour reference lead somewhere (decision 043): every `§N` in the
 * repository's sources and documents is a section of docs/behaviour, a short name quoted after
 * it is one of that section's headings, and nothing points at a specification kept outside the
 * repository. Other documents' sections (RFCs, the design notes) are not ours to check.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const BEHAVIOUR_DIR = join(ROOT, 'docs/behaviour');

/** Built output, dependencies, local data and reports: not the repository's own text. */
const SKIPPED_DIRS = new Set([
  '.git',
  'node_modules',
  'dist',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  'artifacts',
]);
const SKIPPED_FILES = new Set(['package-lock.json']);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|md|css|html|ya?ml|sh|csv|svg)$/;
const MAX_FILE_BYTES = 1_000_000;

/** Section number → its headings, lower-cased. */
type Sections = ReadonlyMap<number, readonly string[]>;

// Spelled in pieces so that this file does not match what it forbids.
const SECTION_SIGN_ESCAPE = new RegExp('\\\\u00' + 'a7', 'gi');
const FORBIDDEN: readonly { pattern: RegExp; why: string }[] = [
  {
    pattern: new RegExp('\\bSP' + 'EC\\s?§'),
    why: 'cites the product specification kept outside the repository; cite docs/behaviour',
  },
  {
    pattern: new RegExp('\\bSP' + 'EC\\.md\\b'),
    why: 'names a specification file that is not in the repository; point at docs/behaviour',
  },
  {
    pattern: new RegExp('(?:\\.\\./)+sha' + 'red/[\\w.-]+\\.md'),
    why: 'points at a document outside the repository',
  },
  {
    pattern: new RegExp('/work/sha' + 'red\\b'),
    why: 'points at a folder outside the repository',
  },
  {
    pattern: new RegExp('\\b(?:DES' + 'IGN|ST' + 'YLE)\\.md\\b|\\bSECURITY-' + 'NOTES\\b'),
    why: 'cites notes that are not in the repository; cite docs/engineering.md or a decision',
  },
];

/** `§N`, optionally followed by a quoted name. */
const CITATION = /§(\d+)(?:\s+"([^"\n]{1,80})")?/g;
/** What precedes another document's section sign: a public standard (an RFC). */
const FOREIGN_DOCUMENT = /RFC\s*\d+\s*$/;

/**
 * A quoted name is a heading to find when it looks like one: a capital first letter, at most
 * four words and no digit. Longer or lower-case quotes are sentences quoted from the section.
 */
function isHeadingName(name: string): boolean {
  return /^[A-Z]/.test(name) && name.trim().split(/\s+/).length <= 4 && !/\d/.test(name);
}

function problemsInLine(line: string, sections: Sections): string[] {
  const text = line.replace(SECTION_SIGN_ESCAPE, '§');
  const problems = FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map(({ why }) => why);
  for (const match of text.matchAll(CITATION)) {
    const before = text.slice(Math.max(0, match.index - 24), match.index);
    if (FOREIGN_DOCUMENT.test(before)) continue;
    const section = Number(match[1]);
    const headings = sections.get(section);
    if (!headings) {
      problems.push(`§${section} is not a section of docs/behaviour`);
      continue;
    }
    const name = match[2];
    if (name && isHeadingName(name) && !headings.some((h) => h.includes(name.toLowerCase()))) {
      problems.push(`§${section} has no heading "${name}"`);
    }
  }
  return problems;
}

/** Every problem of a text, as `line: problem`. */
function problemsIn(text: string, sections: Sections): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => problemsInLine(line, sections).map((p) => `${index + 1}: ${p}`));
}

function readSections(): Map<number, string[]> {
  const sections = new Map<number, string[]>();
  for (const file of readdirSync(BEHAVIOUR_DIR)) {
    const number = /^(\d{2})-[\w-]+\.md$/.exec(file)?.[1];
    if (!number) continue;
    const text = readFileSync(join(BEHAVIOUR_DIR, file), 'utf8');
    const headings = [...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => m[1]!.toLowerCase());
    sections.set(Number(number), headings);
  }
  return sections;
}

function* repositoryFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* repositoryFiles(path);
    } else if (entry.isFile() && !SKIPPED_FILES.has(entry.name)) {
      const textual = TEXT_FILE.test(entry.name) || !basename(entry.name).includes('.');
      if (textual && statSync(path).size <= MAX_FILE_BYTES) yield path;
    }
  }
}

const FIXTURE_SECTIONS: Sections = new Map([
  [4, ['§4 states and transitions', 'activation poll', 'register (old/new)']],
  [8, ['§8 error catalogue']],
]);

describe('the citation check (decision 043)', () => {
  it('accepts a section that exists, and a quoted name that is one of its headings', () => {
    expect(problemsIn('see behaviour §4 "Activation poll" and §8', FIXTURE_SECTIONS)).toEqual([]);
    expect(problemsIn('behaviour §4 "Register": the submit order', FIXTURE_SECTIONS)).toEqual([]);
  });

  // The section numbers are joined on so that the repository scan does not find them here.
  it('refuses a section that does not exist, also in a JSON escape', () => {
    expect(problemsIn('behaviour §' + '12 says', FIXTURE_SECTIONS)).toEqual([
      '1: §' + '12 is not a section of docs/behaviour',
    ]);
    expect(problemsIn('"routes of behaviour \\u00a7' + '10"', FIXTURE_SECTIONS)).toEqual([
      '1: §' + '10 is not a section of docs/behaviour',
    ]);
  });

  it('refuses a short capitalised name that is no heading of its section', () => {
    expect(problemsIn('line one\nbehaviour §4 "Site check"', FIXTURE_SECTIONS)).toEqual([
      '2: §4 has no heading "Site check"',
    ]);
  });

  it('leaves quoted sentences, and other documents’ sections, alone', () => {
    const text = '§4 "a quoted sentence from the section" (RFC 6238 §5, RFC 9700 §2.1)';
    expect(problemsIn(text, FIXTURE_SECTIONS)).toEqual([]);
  });

  it('refuses citations and paths of documents outside the repository', () => {
    const outside = [
      'SP' + 'EC §4',
      'SP' + 'EC.md',
      '../sha' + 'red/notes.md',
      'DES' + 'IGN.md',
      'SECURITY-' + 'NOTES',
      '/work/sha' + 'red',
    ];
    for (const text of outside) expect(problemsIn(text, FIXTURE_SECTIONS)).toHaveLength(1);
    expect(problemsIn("import { x } from '../shared/credentials-form';", FIXTURE_SECTIONS)).toEqual(
      [],
    );
  });
});

describe('the repository cites docs/behaviour only (decision 043)', () => {
  const sections = readSections();

  it('docs/behaviour has sections 1 to 9, each with its headings', () => {
    expect([...sections.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const headings of sections.values()) expect(headings.length).toBeGreaterThan(1);
  });

  it('every §N cited is a section there, every short quoted name one of its headings, and nothing points outside the repository', () => {
    const problems = [...repositoryFiles(ROOT)].flatMap((path) =>
      problemsIn(readFileSync(path, 'utf8'), sections).map(
        (problem) => `${relative(ROOT, path)}:${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
