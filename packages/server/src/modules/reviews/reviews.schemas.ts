import { z } from 'zod';
import { REPLY_TEXT_MAX } from './review-text';
import { MODERATIONS, REVIEW_STATUSES } from './reviews.model';

export const ReviewParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) });

export const ReviewsQuery = z.object({
  status: z.enum(REVIEW_STATUSES).optional(),
  productId: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .optional(),
});

/** The owner's moderation of one review: a new status, a reply (null or '' removes it), or both. */
export const ReviewUpdateBody = z
  .object({
    status: z.enum(REVIEW_STATUSES).optional(),
    reply: z.string().max(REPLY_TEXT_MAX).nullable().optional(),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.reply !== undefined, {
    message: 'Give a status or a reply.',
  });

export const ReviewSettingsBody = z
  .object({
    moderation: z.enum(MODERATIONS).optional(),
    requestDelayDays: z.number().int().min(0).max(365).optional(),
  })
  .strict();
