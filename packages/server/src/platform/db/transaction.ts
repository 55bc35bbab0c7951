import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

/** Runs `work` in the caller's transaction when `db` is one, else in a transaction of its own. */
export function inTransaction<T>(
  db: Kysely<DB> | Transaction<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);
}
