import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    // Stylesheets stay empty in tests except the ones a test reads as text.
    css: { include: [/cookie-banner\.css/] },
    // Generous deadlines: tests wait for conditions, so these only bound a test that truly hangs,
    // and a loaded machine (other work, two cores) must not turn slowness into failures.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 30_000 } },
    // Storage tests share one PostgreSQL database when DATABASE_URL is set; each file uses its own schema.
    fileParallelism: true,
    // Two files at a time on two cores: Vitest's default there runs one.
    maxWorkers: 2,
    // Files share their worker's loaded modules instead of loading the server, React and their
    // dependencies again for each of 250 files (that loading was most of the step's time). A file
    // must leave nothing behind: the setup file puts back timers, globals, environment and spies,
    // and no test file replaces a module (vi.mock), since a shared module would ignore it.
    isolate: false,
  },
});
