// The web app: built to apps/web/dist (served by the auth server, which also answers /x-api).
// In development the Vite server proxies the API and the dev outbox to the server on :8080.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const API_SERVER = 'http://localhost:8080';
const proxy = { '/x-api': API_SERVER, '/dev': API_SERVER };

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      // React and the router change least often: their own chunk stays cached across deploys.
      output: {
        manualChunks: { react: ['react', 'react-dom', 'react-dom/client', 'react-router'] },
      },
      onwarn(warning, warn) {
        // zod's sources carry comments Rollup cannot place; they are harmless.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
