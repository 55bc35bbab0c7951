import type { Kysely } from 'kysely';
import type { DB, JobLeasesTable } from '#platform/db/schema';
import type { JobLogger } from './job';
import type { JobClock } from './job-clock';
import { askHolder, insertTakenLease, leaseRow, renewLease, takeLease } from './job-leases.queries';

export type Acquired = { taken: true } | { taken: false; row: JobLeasesTable | null };

/**
 * Takes a job's lease for one run, creating its row on its first run anywhere. A forced take (a
 * wake) that finds a live run elsewhere asks that run's process to go once more, and is not taken.
 */
export async function acquireLease(
  db: Kysely<DB>,
  name: string,
  holder: string,
  now: Date,
  leaseMs: number,
  forced: boolean,
): Promise<Acquired> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  // A few tries: between a failed take and the next step, the holder may finish or the row appear.
  for (let tries = 0; tries < 3; tries++) {
    if (await takeLease(db, name, holder, at, until, forced)) return { taken: true };
    const row = await leaseRow(db, name);
    if (!row) {
      if (await insertTakenLease(db, name, holder, at, until)) return { taken: true };
      continue;
    }
    if (!forced || (await askHolder(db, name, at))) return { taken: false, row };
  }
  return { taken: false, row: (await leaseRow(db, name)) ?? null };
}

export interface KeepLeaseOptions {
  db: Kysely<DB>;
  clock: JobClock;
  name: string;
  holder: string;
  leaseMs: number;
  log: JobLogger;
  /** The lease was taken from the run (it stalled past it): the run must stop. */
  onLost: (reason: Error) => void;
}

/** Renews a run's lease every third of it while the run lasts; returns the function that stops. */
export function keepLease(options: KeepLeaseOptions): () => void {
  const { db, clock, name, holder, leaseMs, log } = options;
  let renewing = true;
  let cancel = () => {};
  const beat = () => {
    cancel = clock.schedule(leaseMs / 3, async () => {
      try {
        const until = new Date(clock.now().getTime() + leaseMs).toISOString();
        const held = await renewLease(db, name, holder, until);
        if (!held && renewing) {
          log.warn({}, `job ${name} lost its lease; stopping the run`);
          options.onLost(new Error(`job ${name} lost its lease`));
          return;
        }
      } catch (error) {
        if (renewing) log.warn({ err: error }, `job ${name}: could not renew its lease`);
      }
      if (renewing) beat();
    });
  };
  beat();
  return () => {
    renewing = false;
    cancel();
  };
}
