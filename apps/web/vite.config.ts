// The web app: built to apps/web/dist (served by the auth server, which also answers /x-api).
// In development the Vite server proxies the API and the dev outbox to the server on :8080.
// `vite build --ssr` bundles the build-time render of the first screens (decision 050) to
// dist-ssr, for build/prerender.ts; it is never served.
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Rollup } from 'vite';
import { brandSetting } from './build/brand-setting';
import { expressPageSetting } from './build/express-page-setting';
import { identityProviderSetting } from './build/identity-provider-setting';
import { legalLinksSetting } from './build/legal-links-setting';
import { precompress } from './build/precompress';
import { themeBeforePaint } from './build/theme-script';

const API_SERVER = 'http://localhost:8080';
// The promo image's resized copies are the server's files too (decision 156).
const proxy = { '/x-api': API_SERVER, '/dev': API_SERVER, '/promo-images': API_SERVER };

function onwarn(warning: Rollup.RollupLog, warn: Rollup.LoggingFunction) {
  // zod's sources carry comments Rollup cannot place; they are harmless.
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
  warn(warning);
}

export default defineConfig(({ isSsrBuild, mode }) => {
  // Refused before anything is built: a bad setting would ship dead links (decision 128).
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  legalLinksSetting(env.VITE_LEGAL_LINKS);
  identityProviderSetting(env.VITE_IDENTITY_VERIFICATION_URL);
  expressPageSetting(env.VITE_EXPRESS_BUY_URL);
  brandSetting(env);
  return isSsrBuild
    ? {
        plugins: [react()],
        build: {
          outDir: 'dist-ssr',
          emptyOutDir: true,
          target: 'node20',
          rollupOptions: { onwarn },
        },
      }
    : {
        plugins: [react(), themeBeforePaint(), precompress()],
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          target: 'es2022',
          sourcemap: true,
          // Terser, two passes: 3.4 kB less of brotli than esbuild's minifier on the first
          // visit; reading a property has no side effect: 0.2 kB less (decision 055).
          // Browsers without `modulepreload` fetch the modules when they run them: no
          // polyfill in the first chunk.
          minify: 'terser',
          terserOptions: { compress: { passes: 2, pure_getters: true }, ecma: 2020, module: true },
          modulePreload: { polyfill: false },
          rollupOptions: {
            // React changes least often: its own chunk stays cached across deploys.
            output: {
              manualChunks: { react: ['react', 'react-dom', 'react-dom/client'] },
              // Seven characters of hash, not eight (the least Rollup takes for this many files): the first chunk names every lazy file
              // (its imports and the preload list), and random characters barely compress;
              // 64^7 names still tell each version apart (decision 074).
              entryFileNames: 'assets/[name]-[hash:7].js',
              // A lazy file is named by its hash alone: the first chunk names every one of them
              // (docs/decisions/127-lazy-files-named-by-hash.md); the source maps still name each module.
              chunkFileNames: 'assets/[hash:7].js',
              assetFileNames: 'assets/[name]-[hash:7][extname]',
            },
            onwarn,
          },
        },
        server: { proxy },
        preview: { proxy },
      };
});
