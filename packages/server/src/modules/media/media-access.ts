import { can } from '@atelier/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import { roleOn } from '#platform/tenancy/authorization';
import * as q from './media.queries';

export type OwnedRows = Awaited<ReturnType<typeof q.hashUsedBySite>>;

export interface HashAccess {
  /** The site's items with these bytes (items deleted but kept for published pages included). */
  rows: OwnedRows;
  /**
   * A digital product of the site sells these bytes and the site shows them nowhere public: no
   * public address serves them in any form, only the buyers' signed download links.
   */
  restricted: boolean;
}

/** What a site may serve of one hash, read from the database. */
export async function readHashAccess(
  db: Kysely<DB>,
  siteId: string,
  hash: string,
  now = new Date(),
): Promise<HashAccess> {
  const rows = await q.hashUsedBySite(db, siteId, hash);
  if (!rows.some((row) => row.sold)) return { rows, restricted: false };
  const ids = rows.map((row) => row.id);
  return { rows, restricted: !(await q.shownPublicly(db, siteId, ids, hash, now)) };
}

/** A decision this old is read again even if the site seems unchanged (a process without Redis). */
const ACCESS_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

export interface CachedAccess extends HashAccess {
  /** The site's render generation the decision was read under. */
  generation: number;
  /** Until when it holds at most. */
  until: number;
}

/**
 * The decisions, per site and hash, kept while the site's render generation stays the same: every
 * product, page, style and media change moves it on (and reaches the other processes through
 * Redis), so a file put up for sale stops being served at the next request, and the hot path stays
 * a map lookup.
 */
export class MediaAccessCache {
  private readonly entries = new Map<string, CachedAccess>();

  constructor(private readonly db: Kysely<DB>) {}

  async of(site: { id: string; renderGeneration: number }, hash: string): Promise<CachedAccess> {
    const key = `${site.id}:${hash}`;
    const hit = this.entries.get(key);
    const now = Date.now();
    if (hit && hit.generation === site.renderGeneration && now < hit.until) return hit;
    const fresh: CachedAccess = {
      ...(await readHashAccess(this.db, site.id, hash)),
      generation: site.renderGeneration,
      until: now + ACCESS_TTL_MS,
    };
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, fresh);
    return fresh;
  }
}

/**
 * Whether the request comes from someone who may open the site's media library (and download any
 * original there), so a restricted file still shows in their editor.
 */
export async function seesLibrary(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  if (!request.account || !request.site) return false;
  return can(await roleOn(app, request.site.id, request.account.id), 'view');
}
