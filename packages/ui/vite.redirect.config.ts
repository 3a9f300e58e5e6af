// '@foyer/ui/redirect' as one self-contained file, dist/redirect.js: the post-login redirect
// rule alone (no React, no CSS, no import), for servers and integrators in plain Node. Built
// after vite.config.ts, into the same dist folder.
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    lib: {
      entry: { redirect: 'src/redirect/index.ts' },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
    },
    emptyOutDir: false,
    sourcemap: true,
    target: 'es2022',
  },
});
