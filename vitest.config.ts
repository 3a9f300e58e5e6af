import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine.
    // The server's tests wait on PostgreSQL and the UI's on jsdom's set-up, so a worker a core
    // keeps both busy (measured: the unit stage 560 s with one worker, about 330 s with two;
    // a third gained nothing).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/test-support/answer-check.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'packages/ui/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
