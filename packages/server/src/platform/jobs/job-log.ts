import type { JobLogger } from './job';

/** The runner's logger, with the job's name on every line. */
export const tagged = (log: JobLogger, job: string): JobLogger => ({
  info: (data, message) => log.info({ job, ...data }, message),
  warn: (data, message) => log.warn({ job, ...data }, message),
  error: (data, message) => log.error({ job, ...data }, message),
});

/** What job_leases keeps of a failure. */
export const messageOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** 30000 -> '30 s', 300000 -> '5 min', for the start-up line. */
export function formatInterval(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}
