import { z } from 'zod';
import { CursorParam } from '#platform/db/keyset';

/** ?token= of a confirmation or unsubscribe link; anything else reads as no token. */
export const TokenQuery = z.object({
  token: z.string().max(200).optional().catch(undefined),
});

export const SubscriberParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) });

export const SubscribersQuery = z.object({
  q: z.string().max(200).optional().default(''),
  status: z.enum(['', 'pending', 'confirmed', 'unsubscribed']).optional().default(''),
  limit: z.coerce.number().int().min(1).max(500).optional().default(100),
  /** The `next` of the page before: the page after it (by key). */
  cursor: CursorParam.optional(),
  /** Rows to skip, without a cursor (kept for older clients; a cursor costs the same on every page). */
  offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
});
