import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** A site's mail, newest first, without the bodies. */
export const listSiteMail = (db: Db, websiteId: string, limit: number) =>
  db
    .selectFrom('mail_messages')
    .select(['id', 'to', 'subject', 'kind', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
    .where('website_id', '=', websiteId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export const siteMailById = (db: Db, websiteId: string, id: string) =>
  db
    .selectFrom('mail_messages')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
