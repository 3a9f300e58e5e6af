// One-way imports: contract ← server, contract ← ui ← web. Each layer may only
// reach the layers to its left; the rule below makes any other import a lint error.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const layer = (...pkgs) =>
  pkgs.map((p) => ({
    group: [p, `${p}/*`],
    message: `One-way imports (docs/engineering.md "Layers"): this layer must not import ${p}.`,
  }));
const forbid = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// Every session is opened by the session gate (packages/server/src/gates/doors.ts,
// docs/decisions/044): nothing else may store one.
const sessionsOnlyThroughTheGate = {
  group: ['**/sessions.service.js'],
  importNames: ['insertSession'],
  message: 'Open sessions with openSession (gates/doors.ts): every way in passes the gate.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
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
  {
    files: ['packages/server/**'],
    rules: forbid(...layer('@foyer/ui', '@foyer/web'), sessionsOnlyThroughTheGate),
  },
  {
    files: ['packages/server/src/gates/doors.ts'],
    rules: forbid(...layer('@foyer/ui', '@foyer/web')),
  },
  { files: ['packages/ui/**'], rules: forbid(...layer('@foyer/server', '@foyer/web')) },
  { files: ['apps/web/**'], rules: forbid(...layer('@foyer/server')) },
);
