import type { Kysely, Transaction } from 'kysely';
import { precompiledInsert } from '#platform/db/precompiled';
import type { DB, MailMessagesTable } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

const insertMailRow = precompiledInsert('mail_messages', [
  'id',
  'website_id',
  'to',
  'reply_to',
  'subject',
  'text',
  'html',
  'kind',
  'status',
  'attempts',
  'last_error',
  'next_attempt_at',
  'created_at',
  'sent_at',
]);

/** Compiled once: every form submission and order writes mail. */
export const insertMail = async (db: Db, row: MailMessagesTable): Promise<void> => {
  await insertMailRow(db, row);
};

/** Ids of queued mail that is due, oldest due first. */
export const dueMailIds = async (db: Db, now: string, limit: number): Promise<string[]> =>
  (
    await db
      .selectFrom('mail_messages')
      .select('id')
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(limit)
      .execute()
  ).map((row) => row.id);

/**
 * Takes a due mail for one send: pushes its due time past the claim's lease and counts the
 * attempt. Only one of several senders racing for the row updates it; the others see no row
 * changed and leave it. A sender that dies mid-send lets the lease lapse and the mail is due again.
 */
export async function claimMail(db: Db, id: string, now: string, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_messages')
    .set((eb) => ({ next_attempt_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export const mailById = (db: Db, id: string) =>
  db.selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirst();

export const markSent = async (db: Db, id: string, sentAt: string): Promise<void> => {
  await db
    .updateTable('mail_messages')
    .set({ status: 'sent', sent_at: sentAt, next_attempt_at: null, last_error: null })
    .where('id', '=', id)
    .execute();
};

/** A failed send: due again at retryAt, or given up on ('failed') when retryAt is null. */
export const markFailed = async (
  db: Db,
  id: string,
  error: string,
  retryAt: string | null,
): Promise<void> => {
  await db
    .updateTable('mail_messages')
    .set({ status: retryAt ? 'queued' : 'failed', last_error: error, next_attempt_at: retryAt })
    .where('id', '=', id)
    .execute();
};

/** Mails waiting to be sent (the queue's depth, for the metrics); the outbox's kept mails are not queued. */
export const queuedMailCount = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('mail_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'queued')
    .executeTakeFirstOrThrow();
  return Number(row.n);
};
