import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * A site's media storage against its quota, kept in one row per site (media_usage). Bytes are
 * reserved with a conditional update checked by its affected rows, so uploads finishing at the same
 * moment, on any number of server processes, cannot together pass the quota; a reservation whose
 * file is not stored after all is released.
 */
export function mediaQuota(db: Db, quotaBytes: number) {
  /** A site's row, made on first use from the items it already has. */
  async function ensureRow(siteId: string): Promise<void> {
    await sql`insert into media_usage (website_id, used_bytes)
      select cast(${siteId} as text), coalesce(sum(size), 0) from media_items where website_id = ${siteId}
      on conflict (website_id) do nothing`.execute(db);
  }

  return {
    /** Takes `bytes` of the quota; false, with nothing taken, when they do not fit. */
    async reserve(siteId: string, bytes: number): Promise<boolean> {
      if (bytes <= 0) return true;
      await ensureRow(siteId);
      const result = await db
        .updateTable('media_usage')
        .set((eb) => ({ used_bytes: eb('used_bytes', '+', bytes) }))
        .where('website_id', '=', siteId)
        .where((eb) => eb(eb('used_bytes', '+', bytes), '<=', quotaBytes))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Gives bytes back: a failed store, a deleted item, a smaller replacement. */
    async release(siteId: string, bytes: number): Promise<void> {
      if (bytes <= 0) return;
      await db
        .updateTable('media_usage')
        .set((eb) => ({ used_bytes: eb('used_bytes', '-', bytes) }))
        .where('website_id', '=', siteId)
        .execute();
    },

    async used(siteId: string): Promise<number> {
      await ensureRow(siteId);
      const row = await db
        .selectFrom('media_usage')
        .select('used_bytes')
        .where('website_id', '=', siteId)
        .executeTakeFirst();
      return Number(row?.used_bytes ?? 0);
    },
  };
}

export type MediaQuota = ReturnType<typeof mediaQuota>;
