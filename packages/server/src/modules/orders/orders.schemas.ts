import { z } from 'zod';
import { CursorParam } from '#platform/db/keyset';

export const OrderParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) });

const day = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD.')]);
export const OrdersQuery = z.object({
  q: z.string().max(200).optional().default(''),
  status: z
    .enum(['', 'pending', 'paid', 'expired', 'failed', 'cancelled', 'refunded'])
    .optional()
    .default(''),
  from: day.optional().default(''),
  to: day.optional().default(''),
  limit: z.coerce.number().int().min(1).max(500).optional().default(100),
  /** The `next` of the page before: the page after it (by key). */
  cursor: CursorParam.optional(),
  /** Rows to skip, without a cursor (kept for older clients; a cursor costs the same on every page). */
  offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
});

export const FulfilBody = z.object({ trackingNumber: z.string().trim().max(100).nullable().default(null) });
export const RefundBody = z.object({
  amount: z
    .number()
    .int('Enter a whole number of minor units.')
    .positive('Enter an amount above 0.')
    .nullable()
    .default(null),
});
