// One-way imports: contract ← server, contract ← ui ← web. Each layer may only
// reach the layers to its left; the rule below makes any other import a lint error.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { CAPABILITIES, forbiddenFrom } from './packages/server/capabilities.mjs';

const layer = (...pkgs) =>
  pkgs.map((p) => ({
    group: [p, `${p}/*`],
    message: `One-way imports (docs/engineering.md "Layers"): this layer must not import ${p}.`,
  }));
const forbid = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// Every session is opened by the session gate (packages/server/src/gates/doors.ts,
// docs/decisions/044): nothing else may store one.
const sessionsOnlyThroughTheGate = {
  group: ['**/sessions.service.js', '**/sessions/index.js'],
  importNames: ['insertSession'],
  message: 'Open sessions with openSession (gates/doors.ts): every way in passes the gate.',
};

// Every door issues its session through the one session step (issue 35): the gate, then what a
// session brings (sessions/session-step.ts), and the one reply that carries it
// (sessions/session-answer.ts).
const sessionsOnlyThroughTheStep = [
  {
    group: ['**/gates/doors.js', '**/gates/index.js'],
    importNames: ['openSession'],
    message:
      'Issue sessions with issueSession (sessions/session-step.ts): one step for every door.',
  },
  {
    group: ['**/session-token.js'],
    importNames: ['setSessionCookie'],
    message:
      'Reply with answerWithSession (sessions/session-answer.ts): one reply sets the cookie.',
  },
];

/**
 * Which imports the server's files may not use. Every file: the other layers. Outside the
 * session gate: `insertSession`; outside the step: `openSession` and `setSessionCookie`. A
 * capability's own files (tests and test-support aside): the capabilities the map does not
 * give it an arrow to.
 */
function serverImportRules() {
  const SERVER = 'packages/server/src';
  const STEP = [`${SERVER}/sessions/session-step.ts`, `${SERVER}/sessions/session-answer.ts`];
  const TESTS = [`${SERVER}/test-support/**`, `${SERVER}/**/*.test.ts`];
  const GATE = `${SERVER}/gates/doors.ts`;
  const layers = layer('@foyer/ui', '@foyer/web');
  const ROOT = ['app.ts', 'main.ts', 'config.ts', 'errors.ts'].map((file) => `${SERVER}/${file}`);
  const zones = (folder) =>
    forbiddenFrom(folder).map(({ group, other, kind }) => ({
      group,
      message:
        kind === 'inside'
          ? `Import ${other} through what it offers, ${other}/index.ts (packages/server/ARCHITECTURE.md): its other files are its own.`
          : `The capability map (packages/server/ARCHITECTURE.md) gives ${folder} no arrow to ${other}: use what shared/ or the kernel offers, or add the arrow there with its reason.`,
    }));
  const forOwnFiles = (folder, ...rest) => forbid(...layers, ...rest, ...zones(folder));
  return [
    {
      files: ['packages/server/**'],
      rules: forbid(...layers, sessionsOnlyThroughTheGate, ...sessionsOnlyThroughTheStep),
    },
    ...Object.keys(CAPABILITIES).map((folder) => ({
      files: [`${SERVER}/${folder}/**/*.ts`],
      ignores: TESTS,
      rules: forOwnFiles(folder, sessionsOnlyThroughTheGate, ...sessionsOnlyThroughTheStep),
    })),
    {
      files: ROOT,
      rules: forOwnFiles(null, sessionsOnlyThroughTheGate, ...sessionsOnlyThroughTheStep),
    },
    { files: STEP, rules: forOwnFiles('sessions', sessionsOnlyThroughTheGate) },
    { files: [GATE], rules: forOwnFiles('gates') },
    { files: TESTS, rules: forbid(...layers, sessionsOnlyThroughTheGate) },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      // Server builds kept beside dist/ to compare in the benches (bench/README.md).
      '**/dist-*/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/contract/**'],
    rules: forbid(...layer('@foyer/server', '@foyer/ui', '@foyer/web')),
  },
  // The server: the layers, the session gate and step, and the capability map's import zones
  // (packages/server/ARCHITECTURE.md), one set of patterns per file (a later config's rule
  // replaces an earlier one's, so each file's list is whole).
  ...serverImportRules(),
  { files: ['packages/ui/**'], rules: forbid(...layer('@foyer/server', '@foyer/web')) },
  { files: ['apps/web/**'], rules: forbid(...layer('@foyer/server')) },
  {
    // The keyboard-only journeys (issue 15): after page.goto, nothing but the keyboard. Set-up
    // helpers in e2e/support may click; this file may not, nor focus or fill a field directly.
    files: ['e2e/tests/keyboard.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'CallExpression[callee.property.name=/^(click|dblclick|tap|hover|dragTo|fill|clear|check|uncheck|setChecked|selectOption|selectText|setInputFiles|focus|dispatchEvent|pressSequentially)$/]',
          "CallExpression[callee.property.name=/^(press|type)$/]:not([callee.object.property.name='keyboard'])",
          'MemberExpression[property.name=/^(mouse|touchscreen)$/]',
        ].map((selector) => ({
          selector,
          message: 'A keyboard-only journey moves with page.keyboard alone (tabTo, press, type).',
        })),
      ],
    },
  },
);
