import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true },
});
