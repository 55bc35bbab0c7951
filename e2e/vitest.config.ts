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
    // Two files at a time, each with its own server and Chromium: on two cores the second file
    // runs while the first waits on its browser.
    maxWorkers: 2,
    // Files share their worker's loaded modules (the server and its dependencies load once per
    // worker, not once per file); each file still starts its own server and browser.
    isolate: false,
  },
});
