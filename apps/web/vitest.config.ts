import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests of the web app's own components (jsdom); journeys are in e2e/.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
  },
});
