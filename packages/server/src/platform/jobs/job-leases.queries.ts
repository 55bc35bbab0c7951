import type { Kysely } from 'kysely';
import type { DB, JobLeasesTable } from '#platform/db/schema';

type Db = Kysely<DB>;

/**
 * Takes a job's lease for one run: only when no live run holds it, and (unless `forced`, a wake)
 * only when the job is due or another process asked for a run. Of several processes racing, the
 * conditional update lets one change the row; the others see no row changed.
 */
export async function takeLease(
  db: Db,
  name: string,
  holder: string,
  now: string,
  leasedUntil: string,
  forced: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('job_leases')
    .set({ holder, leased_until: leasedUntil, wanted: 0 })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<=', now)]))
    .$if(!forced, (query) => query.where((eb) => eb.or([eb('next_run_at', '<=', now), eb('wanted', '=', 1)])))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A job's first run anywhere: its row is created already taken; false when another process was first. */
export async function insertTakenLease(
  db: Db,
  name: string,
  holder: string,
  now: string,
  leasedUntil: string,
): Promise<boolean> {
  const result = await db
    .insertInto('job_leases')
    .values({
      name,
      holder,
      leased_until: leasedUntil,
      next_run_at: now,
      wanted: 0,
      last_run_at: null,
      last_duration_ms: null,
      last_error: null,
      last_error_at: null,
      runs: 0,
      failures: 0,
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

/**
 * Asks the live holder of a job's lease for one more run once it is done (a wake that found the
 * job running elsewhere). False when no live run holds it any more: the caller takes it instead.
 */
export async function askHolder(db: Db, name: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('job_leases')
    .set({ wanted: 1 })
    .where('name', '=', name)
    .where('leased_until', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Extends a run's lease; false when the run no longer holds it (it lapsed and was taken). */
export async function renewLease(
  db: Db,
  name: string,
  holder: string,
  leasedUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('job_leases')
    .set({ leased_until: leasedUntil })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export interface RunOutcome {
  startedAt: string;
  durationMs: number;
  nextRunAt: string;
  /** The failure's message; null when the run succeeded. */
  error: string | null;
  errorAt: string;
}

/**
 * Ends a run: frees the lease, records the outcome and sets when the job is next due. `held` is
 * false when the run had lost its lease (nothing is recorded); `wanted` when another process asked
 * for a run meanwhile.
 */
export async function releaseLease(
  db: Db,
  name: string,
  holder: string,
  outcome: RunOutcome,
): Promise<{ held: boolean; wanted: boolean }> {
  const row = await db
    .updateTable('job_leases')
    .set((eb) => ({
      holder: null,
      leased_until: null,
      next_run_at: outcome.nextRunAt,
      last_run_at: outcome.startedAt,
      last_duration_ms: outcome.durationMs,
      runs: eb('runs', '+', 1),
      ...(outcome.error === null
        ? {}
        : { failures: eb('failures', '+', 1), last_error: outcome.error, last_error_at: outcome.errorAt }),
    }))
    .where('name', '=', name)
    .where('holder', '=', holder)
    .returning('wanted')
    .executeTakeFirst();
  return { held: row !== undefined, wanted: Number(row?.wanted ?? 0) === 1 };
}

export const leaseRow = (db: Db, name: string): Promise<JobLeasesTable | undefined> =>
  db.selectFrom('job_leases').selectAll().where('name', '=', name).executeTakeFirst();

export async function leaseRows(db: Db, names: string[]): Promise<JobLeasesTable[]> {
  if (names.length === 0) return [];
  return db.selectFrom('job_leases').selectAll().where('name', 'in', names).execute();
}

/** Gives back a lease taken by a run that never started (the app began closing meanwhile). */
export async function dropLease(db: Db, name: string, holder: string): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ holder: null, leased_until: null })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}
