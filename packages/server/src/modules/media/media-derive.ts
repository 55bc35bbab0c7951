import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import type { BlobStore } from '#platform/storage/blob-store';
import { DerivationFailed, type DerivedFormat, deriveImage, MIME } from './media-pipeline';

/** A claim older than this is taken to belong to a process that died mid-way. */
const STALE_CLAIM_MS = 60_000;
const POLL_MS = 25;
/** A copy sharp could not make is not tried again for this long (each try decodes the original). */
const FAILED_MS = 10 * 60_000;

export const originalKey = (hash: string) => `originals/${hash.slice(0, 2)}/${hash}`;
export const derivedKey = (hash: string, variant: string) => `derived/${hash.slice(0, 2)}/${hash}/${variant}`;

export interface DeriveRequest {
  hash: string;
  width: number;
  format: DerivedFormat;
  animated: boolean;
}

/**
 * Derived images are made on first request and kept: each (bytes, width, format) is made once.
 * Within a process concurrent requests share one promise; across processes the first to insert
 * the claim row makes it and the others wait for the row to turn ready (a stale claim is taken
 * over), so several servers asking at once still encode once.
 */
export class Deriver {
  private readonly inFlight = new Map<string, Promise<string>>();
  private readonly ready = new Set<string>();
  private readonly failed = new Map<string, number>();
  /** How many images this process encoded; tests read it to prove nothing is made twice. */
  encoded = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly blobs: BlobStore,
  ) {}

  /** The blob key of the derived image, made if needed. */
  async ensure(request: DeriveRequest): Promise<string> {
    const variant = `${request.width}.${request.format}`;
    const key = derivedKey(request.hash, variant);
    if (this.ready.has(key)) return key;
    const failedAt = this.failed.get(key);
    if (failedAt !== undefined && Date.now() - failedAt < FAILED_MS) throw new DerivationFailed(key);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.make(request, variant, key).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    try {
      await pending;
    } catch (error) {
      if (error instanceof DerivationFailed) {
        if (this.failed.size >= 1000) this.failed.clear();
        this.failed.set(key, Date.now());
      }
      throw error;
    }
    this.ready.add(key);
    return key;
  }

  private async make(request: DeriveRequest, variant: string, key: string): Promise<string> {
    const deadline = Date.now() + 2 * STALE_CLAIM_MS;
    while (Date.now() < deadline) {
      const row = await this.db
        .selectFrom('media_derivations')
        .select(['status', 'claimed_at'])
        .where('hash', '=', request.hash)
        .where('variant', '=', variant)
        .executeTakeFirst();
      if (row?.status === 'ready') return key;
      const now = new Date().toISOString();
      let claimed = false;
      if (!row) {
        const result = await this.db
          .insertInto('media_derivations')
          .values({ hash: request.hash, variant, status: 'pending', claimed_at: now, size: null })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        claimed = Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
      } else if (Date.parse(row.claimed_at) < Date.now() - STALE_CLAIM_MS) {
        const result = await this.db
          .updateTable('media_derivations')
          .set({ claimed_at: now })
          .where('hash', '=', request.hash)
          .where('variant', '=', variant)
          .where('status', '=', 'pending')
          .where('claimed_at', '=', row.claimed_at)
          .executeTakeFirst();
        claimed = Number(result.numUpdatedRows) === 1;
      }
      if (claimed) {
        try {
          const size = await this.encode(request, key);
          await this.db
            .updateTable('media_derivations')
            .set({ status: 'ready', size })
            .where('hash', '=', request.hash)
            .where('variant', '=', variant)
            .execute();
          return key;
        } catch (error) {
          // Let the next request try again rather than leave a claim that blocks everyone.
          await this.db
            .deleteFrom('media_derivations')
            .where('hash', '=', request.hash)
            .where('variant', '=', variant)
            .execute();
          throw error;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`Derivation of ${key} did not finish`);
  }

  private async encode(request: DeriveRequest, key: string): Promise<number> {
    const original = await this.blobs.getBuffer(originalKey(request.hash));
    if (!original) throw new Error(`Original ${request.hash} is missing`);
    const bytes = await deriveImage(original, request.width, request.format, request.animated);
    await this.blobs.put(key, bytes, MIME[request.format]);
    this.encoded += 1;
    return bytes.length;
  }

  /** Forgets a hash's derived images (its last item was purged). */
  async forget(hash: string): Promise<void> {
    for (const key of await this.blobs.list(`derived/${hash.slice(0, 2)}/${hash}/`)) {
      await this.blobs.delete(key);
      this.ready.delete(key);
    }
    for (const key of this.failed.keys()) if (key.includes(`/${hash}/`)) this.failed.delete(key);
    await this.db.deleteFrom('media_derivations').where('hash', '=', hash).execute();
  }
}
