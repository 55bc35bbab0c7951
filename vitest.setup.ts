import { afterAll, vi } from 'vitest';

// A condition a test waits for can take seconds on a loaded machine, and vitest's default wait is
// one second: every wait gets the same patient deadline, so a slow machine only makes tests slower.
const PATIENCE_MS = 30_000;
const patient = <O>(options: O | number | undefined) =>
  typeof options === 'number' ? { timeout: options } : { timeout: PATIENCE_MS, ...options };
// This file runs before each test file, and files share their worker's modules: wrap only once.
const PATIENT = Symbol.for('atelier.patient-waits');
if (!(PATIENT in vi.waitFor)) {
  const waitFor = vi.waitFor;
  const waitUntil = vi.waitUntil;
  vi.waitFor = Object.assign(
    ((callback, options) => waitFor(callback, patient(options))) as typeof vi.waitFor,
    { [PATIENT]: true },
  );
  vi.waitUntil = ((callback, options) => waitUntil(callback, patient(options))) as typeof vi.waitUntil;
}

// Test files share their worker's modules (isolate: false in the configs): whatever a file changed
// of the shared globals is put back when it ends, so the next file starts from the real ones.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
