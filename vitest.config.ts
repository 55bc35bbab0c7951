import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Stylesheets stay empty in tests except the ones a test reads as text.
    css: { include: [/cookie-banner\.css/] },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Storage tests share one PostgreSQL database when DATABASE_URL is set; each file uses its own schema.
    fileParallelism: true,
  },
});
