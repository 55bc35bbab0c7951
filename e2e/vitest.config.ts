import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    // Tests wait for what a person would see, never for a time: these deadlines only bound a test
    // that truly hangs, so a loaded machine makes the browser tests slower, not red.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 30_000 } },
    // One Chromium at a time: the machine has two cores, and each file starts its own server.
    fileParallelism: false,
  },
});
