// Library build of the widget: ESM, React (a peer dependency) and the runtime dependencies
// left to the host's bundler (declared in package.json); the wire contract is bundled in.
// Bundling a peer would give the host a second React, and every hook would fail. Styles go to one
// file, dist/foyer-ui.css (imported by hosts as '@foyer/ui/style.css'). A second entry,
// dist/redirect.js ('@foyer/ui/redirect'), holds the post-login redirect rule alone: no React,
// no CSS, so servers and integrators import it in plain Node (built by vite.redirect.config.ts).
// The main entry keeps one file per source module (preserveModules), so that a host's bundler
// can leave whatever a page does not use (recovery, sub-account log-in, the QR panel) out of its
// first chunk and in the lazily loaded one that uses it (docs/performance.md).
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) =>
  externals.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  plugins: [react()],
  build: {
    lib: {
      entry: { index: 'src/index.ts' },
      formats: ['es'],
      cssFileName: 'foyer-ui',
    },
    rollupOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
    sourcemap: true,
    target: 'es2022',
  },
});
