/**
 * Citations of decision records and of files lead somewhere (decision 121): every decision cited
 * in the repository's sources and documents is a record of docs/decisions, every file named as
 * a path exists, and docs/decisions/README.md lists every record, with the status its record
 * states. Sections of docs/behaviour are held by behaviour-refs.test.ts (decision 043).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const DECISIONS_DIR = 'docs/decisions';
const INDEX = `${DECISIONS_DIR}/README.md`;

/** Built output, dependencies, local data and reports: not the repository's own text. */
const SKIPPED_DIRS = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-ssr',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  'artifacts',
]);
/** The code, the documents and the configs beside them: everything that cites. */
const SCANNED =
  /^(?:README\.md|eslint\.config\.js|vitest\.config\.ts|\.ci\/.*|docs\/.*|(?:packages|apps)\/.*|e2e\/.*|scripts\/.*|bench\/.*)$/;
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|css|html|ya?ml|sh)$/;
const MAX_FILE_BYTES = 1_000_000;

/** What the checks know of the repository: its records and its files. */
interface Repository {
  readonly decisions: ReadonlySet<string>;
  /** Every file and folder, as a path from the root with `/`. */
  readonly paths: ReadonlySet<string>;
  /** The installed packages' names (node_modules). */
  readonly packages: ReadonlySet<string>;
}

// ---- decisions -------------------------------------------------------------------------------

const NUMBER = String.raw`\d{3}(?![\d.,:]\d|\s?(?:ms|kB|KiB|MiB|MB|px|bytes|%))`;
const JOINER = String.raw`\s*(?:,\s*(?:and\s+|or\s+)?|\band\b|\bor\b|–|—|-|\bto\b)\s*(?:decisions?\s+)?`;
/**
 * A decision cited by its number: `decision 051`, `decisions 059, 061 and 064`,
 * `decisions 105–110`, `decisions 052 to 057`, `Amended by 105`, `Amends 042`,
 * `replaced by decision 062`, `docs/decisions/064`. Three digits always: that is how records
 * are numbered and cited, so an ordinary number after the word is not read as one.
 */
const DECISION_CITATION = new RegExp(
  String.raw`(?:\b(?:decisions?|amends|amended\s+by|superseded\s+by|supersedes)\s+(?:decisions?\s+)?|\bdecisions\/)(${NUMBER}(?:${JOINER}${NUMBER})*)(?![\w-])`,
  'gi',
);
const CITED_NUMBER = new RegExp(NUMBER, 'g');

function decisionProblems(line: string, repo: Repository): string[] {
  const problems: string[] = [];
  for (const match of line.matchAll(DECISION_CITATION)) {
    for (const [number] of match[1]!.matchAll(CITED_NUMBER)) {
      if (!repo.decisions.has(number)) {
        problems.push(`decision ${number} is not a record of ${DECISIONS_DIR}`);
      }
    }
  }
  return problems;
}

// ---- file paths ------------------------------------------------------------------------------

const ROOT_FOLDERS = String.raw`(?:docs|packages|apps|e2e|scripts|bench|\.ci)`;
/** A path from the repository's root: `docs/decisions/044-one-gate-for-every-door.md`. */
const ROOT_PATH = new RegExp(
  String.raw`(?<![\w./@:~-])(${ROOT_FOLDERS}\/[\w.@\/-]*[\w\/])(?![\w*{<…(-]|\.\.\.|\.\w)`,
  'g',
);
const FILE_EXTENSION = String.raw`\.(?:md|[cm]?[jt]sx?|json|css|sql|ya?ml|html|sh)`;
/** A file named by itself or by the end of its path: `doors.ts`, `log-in/login.use-case.ts`. */
const NAMED_FILE = new RegExp(
  String.raw`(?<![\w./@:~$<>{}*-])((?:\.{1,2}\/)*(?:[\w@][\w.@-]*\/)*\w[\w.-]*${FILE_EXTENSION})(?![\w\/*{<(…-]|\.\w)`,
  'g',
);
/** A markdown link's target: `[text](../decisions/064-third-party-block-in-the-widget.md#x)`. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
/** Paths built, installed or made up (.gitignore's, the prerendered pages): not ours to hold. */
const NOT_OURS =
  /(?:^|\/)(?:dist|dist-[\w-]+|node_modules|data|coverage|test-results|playwright-report|artifacts|bench\/results|prerendered)(?:\/|$)|NNN|^x\./;
/** Files named that no repository holds, each with why it is named. */
const NOT_REPOSITORY_FILES: ReadonlyMap<string, string> = new Map([
  ['gt.js', "GeeTest's script, loaded from its host"],
  ['TCaptcha.js', "Tencent's captcha script, loaded from its host"],
  ['telegram-widget.js', "Telegram's log-in widget, loaded from its host"],
  ['Node.js', 'the runtime'],
  ['error-context.md', 'what Playwright writes beside a failed test'],
  ['register.html', 'a page the prerender writes into dist/'],
]);
/** Files a record names on purpose as gone or as kept outside the repository, and why. */
const NAMED_AS_GONE: ReadonlyMap<string, { names: readonly string[]; why: string }> = new Map([
  [
    'docs/decisions/051-use-cases-own-the-order.md',
    {
      names: ['sign-up/sign-up-risk.ts', 'sign-up/sign-up-resend.ts', 'log-in/login-guard.ts'],
      why: 'the files the use-cases replaced',
    },
  ],
  [
    'docs/decisions/052-our-own-translator.md',
    { names: ['breakdown.mjs'], why: 'the one-off script its figures came from' },
  ],
  [
    'docs/decisions/121-citations-checked.md',
    {
      names: [
        'register-contract.md',
        'session-gate.test.ts',
        'loaded-modules.test.ts',
        'promo.json',
      ],
      why: 'the dead citations it found, and a string that is not one',
    },
  ],
]);
/** Code files: file names are checked in their comments only, not in their strings. */
const CODE_FILE = /\.[cm]?[jt]sx?$/;

function stripped(path: string): string {
  return path.replace(/[#?].*$/, '').replace(/\/+$/, '');
}

/** A `.js` import names the `.ts` or `.tsx` file it is compiled from (NodeNext). */
function candidates(path: string): string[] {
  const js = /\.([cm]?)js(x?)$/.exec(path);
  if (!js) return [path];
  const base = path.slice(0, -js[0].length);
  return [path, `${base}.${js[1]}ts${js[2]}`, `${base}.${js[1]}tsx`];
}

function existsAt(path: string, repo: Repository): boolean {
  const elided = /^(.+?)\/(?:\.\.\.|…)\/(.+)$/.exec(path);
  if (elided) {
    // `apps/web/.../telegram-sign-in-state.test.ts`: a file of that name somewhere below.
    const [, folder, tail] = elided;
    return [...repo.paths].some((p) => p.startsWith(`${folder}/`) && p.endsWith(`/${tail}`));
  }
  return candidates(posix.normalize(path)).some((p) => repo.paths.has(p));
}

/** A name is found when some file's path ends with it, segment by segment. */
function existsSomewhere(name: string, repo: Repository): boolean {
  const tail = name.replace(/^(?:\.{1,2}\/)+/, '');
  const ends = candidates(tail).map((c) => `/${c}`);
  for (const path of repo.paths) {
    if (ends.some((end) => `/${path}`.endsWith(end))) return true;
  }
  return false;
}

/** `@foyer/ui/style.css`, `nodemailer/lib/shared/index.js`: a file of an installed package. */
function isPackageFile(name: string, repo: Repository): boolean {
  const first = name.split('/')[0]!;
  return name.includes('/') && (first.startsWith('@') || repo.packages.has(first));
}

function pathProblems(line: string, comment: string, file: string, repo: Repository): string[] {
  const problems: string[] = [];
  const here = posix.dirname(file);
  const rootPaths: string[] = [];
  for (const match of line.matchAll(ROOT_PATH)) {
    const path = stripped(match[1]!);
    rootPaths.push(path);
    if (NOT_OURS.test(path) || existsAt(path, repo)) continue;
    // `docs/decisions/064` cites a record by its number: the decision check holds it.
    if (/^docs\/decisions\/\d{3}$/.test(path)) continue;
    problems.push(`${path} does not exist`);
  }
  if (file.endsWith('.md')) {
    for (const match of line.matchAll(MARKDOWN_LINK)) {
      const target = stripped(match[1]!);
      if (!target || /^[a-z][\w+.-]*:/i.test(target) || target.startsWith('/')) continue;
      if (!existsAt(posix.join(here, target), repo)) problems.push(`link ${target} leads nowhere`);
    }
  }
  const gone = NAMED_AS_GONE.get(file)?.names ?? [];
  for (const match of comment.matchAll(NAMED_FILE)) {
    const name = match[1]!;
    if (NOT_OURS.test(name) || NOT_REPOSITORY_FILES.has(name) || gone.includes(name)) continue;
    if (isPackageFile(name, repo) || rootPaths.some((p) => p.endsWith(stripped(name)))) continue;
    if (name.startsWith('.') && existsAt(posix.join(here, name), repo)) continue;
    if (!existsSomewhere(name, repo)) problems.push(`${name} is no file of the repository`);
  }
  return problems;
}

/**
 * The comment part of each line of a code file (`//` to the end, `/* … *\/`, a TSDoc line);
 * a document is all comment.
 */
function commentsOf(lines: readonly string[], file: string): string[] {
  if (!CODE_FILE.test(file)) return [...lines];
  let inBlock = false;
  return lines.map((line) => {
    let text = '';
    let rest = line;
    while (rest) {
      if (inBlock) {
        const end = rest.indexOf('*/');
        text += ` ${end < 0 ? rest : rest.slice(0, end)}`;
        if (end < 0) break;
        inBlock = false;
        rest = rest.slice(end + 2);
        continue;
      }
      const opening = /(?<!\S)\/[/*]/.exec(rest);
      if (!opening) break;
      if (opening[0] === '//') {
        text += ` ${rest.slice(opening.index + 2)}`;
        break;
      }
      inBlock = true;
      rest = rest.slice(opening.index + 2);
    }
    return text;
  });
}

// ---- the scan --------------------------------------------------------------------------------

/** Every problem of a text, as `line: problem`. */
function problemsIn(text: string, file: string, repo: Repository): string[] {
  const lines = text.split('\n');
  const comments = commentsOf(lines, file);
  return lines.flatMap((line, index) =>
    [...decisionProblems(line, repo), ...pathProblems(line, comments[index]!, file, repo)].map(
      (problem) => `${index + 1}: ${problem}`,
    ),
  );
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    yield relative(ROOT, path).split(sep).join('/');
    if (entry.isDirectory()) yield* walk(path);
  }
}

function readRepository(): Repository & { readonly files: readonly string[] } {
  const paths = new Set(walk(ROOT));
  const decisions = new Set(
    readdirSync(join(ROOT, DECISIONS_DIR))
      .map((name) => /^(\d{3})-[\w-]+\.md$/.exec(name)?.[1])
      .filter((number): number is string => number !== undefined),
  );
  const files = [...paths].filter(
    (path) =>
      SCANNED.test(path) &&
      TEXT_FILE.test(path) &&
      statSync(join(ROOT, path)).isFile() &&
      statSync(join(ROOT, path)).size <= MAX_FILE_BYTES,
  );
  const packages = new Set(readdirSync(join(ROOT, 'node_modules')));
  return { decisions, paths, packages, files };
}

// ---- the index -------------------------------------------------------------------------------

/** `- 044 [One gate …](044-one-gate-for-every-door.md) — summary. _Accepted; amended by 051._` */
const INDEX_LINE =
  /^- (\d{3}) \[(.+)\]\((\d{3}-[\w-]+\.md)\) — (.+) _(Accepted|Superseded by (\d{3}))(?:; amended by (\d{3}(?:, \d{3})*))?\._$/;

interface IndexEntry {
  readonly number: string;
  readonly title: string;
  readonly file: string;
  readonly later: readonly string[];
}

function readIndex(text: string): { entries: IndexEntry[]; problems: string[] } {
  const entries: IndexEntry[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (!/^- \d{3} /.test(line)) return;
    const match = INDEX_LINE.exec(line);
    if (!match) {
      problems.push(`${INDEX}:${index + 1}: not "- NNN [title](file) — summary. _Status._"`);
      return;
    }
    const [, number, title, file, , , supersededBy, amendedBy] = match;
    const later = [...(supersededBy ? [supersededBy] : []), ...(amendedBy?.split(', ') ?? [])];
    entries.push({ number: number!, title: title!, file: file!, later });
  });
  return { entries, problems };
}

/** The record's own `> Status:` line names the records that replaced or amended it. */
function statusLineNumbers(record: string): string[] {
  const line = record.split('\n').find((l) => l.startsWith('> Status:')) ?? '';
  return [...line.matchAll(/\[(\d{3})\]\(/g)].map((m) => m[1]!);
}

function checkIndex(
  indexText: string,
  recordFiles: readonly string[],
  readRecord: (file: string) => string | undefined,
): string[] {
  const { entries, problems } = readIndex(indexText);
  const listed = new Set(entries.map((e) => e.file));
  for (const file of recordFiles) {
    if (!listed.has(file)) problems.push(`${INDEX}: ${file} is not listed`);
  }
  for (const entry of entries) {
    const record = readRecord(entry.file);
    if (record === undefined) {
      problems.push(`${INDEX}: ${entry.file} does not exist`);
      continue;
    }
    if (!entry.file.startsWith(`${entry.number}-`)) {
      problems.push(`${INDEX}: ${entry.number} links ${entry.file}`);
    }
    const heading = /^# \d{3}\s*[—:-]\s*(.+)$/m.exec(record)?.[1]?.trim();
    if (heading !== entry.title) {
      problems.push(`${INDEX}: ${entry.number}'s title is "${heading}", not "${entry.title}"`);
    }
    const stated = statusLineNumbers(record);
    if (stated.join() !== entry.later.join()) {
      problems.push(
        `${DECISIONS_DIR}/${entry.file}: its "> Status:" line names [${stated.join(', ')}], the index [${entry.later.join(', ')}]`,
      );
    }
  }
  return problems;
}

/** The numbers between the records that no record has, and those the index explains. */
function gapProblems(indexText: string, recordFiles: readonly string[]): string[] {
  const numbers = recordFiles.map((file) => Number(file.slice(0, 3)));
  const highest = Math.max(...numbers);
  const gaps = new Set<number>();
  for (let n = Math.min(...numbers); n < highest; n++) if (!numbers.includes(n)) gaps.add(n);
  const section = /^## Numbers never written\n([\s\S]*?)(?=^## )/m.exec(indexText)?.[1] ?? '';
  const explained = new Set<number>();
  for (const [, from, to] of section.matchAll(/^- \*\*(\d{3})(?:–(\d{3}))?\*\*/gm)) {
    for (let n = Number(from); n <= Number(to ?? from); n++) explained.add(n);
  }
  const unexplained = [...gaps].filter((n) => !explained.has(n));
  const wrong = [...explained].filter((n) => !gaps.has(n) && n < highest);
  return [
    ...unexplained.map(
      (n) =>
        `${INDEX}: number ${String(n).padStart(3, '0')} has no record and no word in "Numbers never written"`,
    ),
    ...wrong.map(
      (n) =>
        `${INDEX}: "Numbers never written" names ${String(n).padStart(3, '0')}, which is a record`,
    ),
  ];
}

// ---- tests -----------------------------------------------------------------------------------

// Names and numbers are joined on so that the repository scan does not find them here.
const FIXTURE: Repository = {
  decisions: new Set(['043', '044', '051', '105', '110']),
  paths: new Set([
    'docs',
    'docs/decisions',
    'docs/decisions/044-one-gate-for-every-door.md',
    'docs/decisions/README.md',
    'packages/server/src/gates/doors.ts',
    'packages/server/src/log-in/login.use-case.ts',
  ]),
  packages: new Set(['nodemailer', '@foyer']),
};
const check = (text: string, file = 'packages/server/src/' + 'x.ts') =>
  problemsIn(text, file, FIXTURE);
const MISSING = '0' + '48';

describe('the decision and path check (decision 121)', () => {
  it('accepts decisions that are records, in every form the repository cites them', () => {
    const cited = [
      '// the gate (decision 044) and its order (decision 051)',
      'Decisions 105–110 · decisions 043 to 051 · decisions 044, 051 and 110',
      'Status: accepted. Amended by 105; amends 044. See docs/decisions/044 and decisions/051.',
    ];
    for (const text of cited) expect(check(text)).toEqual([]);
  });

  it('refuses a decision that is no record, alone, in a list, in a range and as a path', () => {
    const missing = `decision ${MISSING} is not a record of docs/decisions`;
    expect(check(`see decision ${MISSING}`)).toEqual([`1: ${missing}`]);
    expect(check(`one\n(decisions 044, ${MISSING} and 110)`)).toEqual([`2: ${missing}`]);
    expect(check(`decisions 043–${MISSING}`)).toEqual([`1: ${missing}`]);
    expect(check(`amended by ${MISSING}`)).toEqual([`1: ${missing}`]);
    expect(check(`docs/decisions/${MISSING}`)).toEqual([`1: ${missing}`]);
  });

  it('leaves ordinary numbers alone', () => {
    const ordinary = [
      'a decision 2 of 3 times, 100 ms later',
      'the decision took 105 ms; decisions in 2026',
      'decision 110.5 kB',
    ];
    for (const text of ordinary) expect(check(text)).toEqual([]);
  });

  it('accepts paths that exist, from the root, by their end, and as a `.js` import of `.ts`', () => {
    const named = [
      '// packages/server/src/gates/doors.ts and `log-in/login.use-case.ts`',
      '/* the gate (./gates/doors.js) */ const answer = await response.json();',
      '// docs/decisions/044-one-gate-for-every-door.md, packages/*/src, docs/decisions/NNN-*.md',
      '// built to packages/server/dist/main.js; https://example.com/a/b.md; `<flow>-flow.tsx`',
      "// nodemailer/lib/shared/index.js, @foyer/ui/style.css\nconst page = 'made.json';",
    ];
    for (const text of named) expect(check(text, 'packages/server/src/main.ts')).toEqual([]);
    expect(check('[the gate](044-one-gate-for-every-door.md)', 'docs/decisions/README.md')).toEqual(
      [],
    );
  });

  it('refuses a path, a named file and a link that lead nowhere', () => {
    const contract = 'register-' + 'contract.md';
    expect(check(`// the wire contract (\`${contract}\`)`)).toEqual([
      `1: ${contract} is no file of the repository`,
    ]);
    expect(check('see packages/server/src/gates/' + 'door.ts')).toEqual([
      '1: packages/server/src/gates/' + 'door.ts does not exist',
    ]);
    expect(check('const a = 1;\n/**\n * the test (' + 'door.test.ts)\n */')).toEqual([
      '3: ' + 'door.test.ts is no file of the repository',
    ]);
    const link = '045-' + 'gone.md';
    expect(check(`[gone](${link})`, 'docs/decisions/README.md')).toEqual([
      `1: link ${link} leads nowhere`,
      `1: ${link} is no file of the repository`,
    ]);
  });

  it('refuses an index that leaves a record out, names a file that is not there, or disagrees with a record', () => {
    const records: Record<string, string> = {
      '044-one-gate-for-every-door.md':
        '# 044 — One gate\n\n> Status: accepted; amended by [051](051-x.md)\n',
      '051-x.md': '# 051 — X\n',
      '105-y.md': '# 105 — Y\n',
    };
    const index = [
      '- 044 [One gate](044-one-gate-for-every-door.md) — one gate. _Accepted; amended by 051._',
      '- 051 [X](051-x.md) — x. _Accepted._',
      '- 052 [Z](052-z.md) — z. _Accepted._',
      '- 053 Broken line',
    ].join('\n');
    expect(checkIndex(index, Object.keys(records), (file) => records[file])).toEqual([
      `${INDEX}:4: not "- NNN [title](file) — summary. _Status._"`,
      `${INDEX}: 105-y.md is not listed`,
      `${INDEX}: 052-z.md does not exist`,
    ]);
    const gaps = '## Numbers never written\n\n- **045–050**: never written.\n\n## The records\n';
    expect(gapProblems(gaps, ['044-a.md', '051-b.md', '053-c.md'])).toEqual([
      `${INDEX}: number 052 has no record and no word in "Numbers never written"`,
    ]);
    const silent = index.replace('; amended by 051', '');
    expect(checkIndex(silent, ['044-one-gate-for-every-door.md'], (f) => records[f])).toContain(
      `${DECISIONS_DIR}/044-one-gate-for-every-door.md: its "> Status:" line names [051], the index []`,
    );
  });
});

describe('the repository cites records and files that exist (decision 121)', () => {
  const repo = readRepository();
  const recordFiles = [...repo.paths]
    .filter((p) => /^docs\/decisions\/\d{3}-[\w-]+\.md$/.test(p))
    .map((p) => posix.basename(p))
    .sort();

  it('scans the code and the documents', () => {
    expect(repo.decisions.size).toBeGreaterThan(100);
    expect(repo.files.length).toBeGreaterThan(500);
    expect(repo.files).toContain(INDEX);
  });

  it('docs/decisions/README.md lists every record, and only records, with its status', () => {
    const indexText = readFileSync(join(ROOT, INDEX), 'utf8');
    const readRecord = (file: string) => {
      const path = `${DECISIONS_DIR}/${file}`;
      return repo.paths.has(path) ? readFileSync(join(ROOT, path), 'utf8') : undefined;
    };
    expect(checkIndex(indexText, recordFiles, readRecord)).toEqual([]);
    expect(gapProblems(indexText, recordFiles)).toEqual([]);
  });

  it('every decision cited is a record, and every file named exists', () => {
    const problems = repo.files.flatMap((file) =>
      problemsIn(readFileSync(join(ROOT, file), 'utf8'), file, repo).map(
        (problem) => `${file}:${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
