import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Engine } from '#platform/db/database';
import type { DB } from '#platform/db/schema';
import { deltaOf, type EventGroups, groupQueries } from './event-groups';
import { foldPosition } from './fold-position';
import { addRollups, mergeVisitorSketches, moveMark, readMark } from './rollups.queries';

export interface FoldOptions {
  /** Raw events folded per transaction. */
  chunk?: number;
  /** Stop after this long (the job runs again at once when it did not catch up). */
  budgetMs?: number;
  signal?: AbortSignal;
}

export interface FoldResult {
  events: number;
  /** Every event that may be folded now was folded. */
  caughtUp: boolean;
}

/** Another process moved the mark first: this chunk is rolled back, that run folds it. */
class MarkMoved extends Error {}

/**
 * Folds the raw events after the mark into the roll-ups, a window per transaction: the window's
 * counts and visitors are added and the mark moved past it together, so each event is counted
 * exactly once, whatever stops a run (the mark's move is guarded by its old place: of two runs
 * that read the same mark, the second rolls back). Each window is one short transaction, with a
 * turn of the event loop between windows, so requests are served while a backlog is folded.
 */
export async function foldEvents(
  db: Kysely<DB>,
  engine: Engine,
  options: FoldOptions = {},
): Promise<FoldResult> {
  // A window's statements must stay short on SQLite, where they run on the main thread.
  const chunk = options.chunk ?? (engine === 'sqlite' ? 5_000 : 20_000);
  const budgetMs = options.budgetMs ?? 5_000;
  const position = foldPosition(engine);
  const started = performance.now();
  let events = 0;
  for (;;) {
    if (options.signal?.aborted) return { events, caughtUp: false };
    let folded: number;
    try {
      folded = await db.transaction().execute(async (trx) => {
        const window = await position.window(trx, await readMark(trx), chunk);
        if (!window) return 0;
        // Moved first: on PostgreSQL a second run waits here for the first to commit, then finds the
        // mark gone from where it read it, before it has written anything.
        if (!(await moveMark(trx, window.from, window.to))) throw new MarkMoved();
        const groups = await Promise.all(
          groupQueries(position.byPosition, position.inWindow(window)).map(
            async (query) => (await query.execute(trx)).rows,
          ),
        );
        const delta = deltaOf(groups as EventGroups);
        await addRollups(trx, delta.counts.values());
        await mergeVisitorSketches(trx, delta.visitors.values());
        return window.events;
      });
    } catch (error) {
      // The run that moved it goes on folding; nothing is left for this one.
      if (error instanceof MarkMoved) return { events, caughtUp: true };
      throw error;
    }
    events += folded;
    if (folded < chunk) return { events, caughtUp: true };
    if (performance.now() - started > budgetMs) return { events, caughtUp: false };
    await nextTurn();
  }
}
