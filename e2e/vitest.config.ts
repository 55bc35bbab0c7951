import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One Chromium at a time: the machine has two cores, and each file starts its own server.
    fileParallelism: false,
  },
});
