import { z } from 'zod';
import { CursorParam } from '#platform/db/keyset';

export const MediaParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) });

export const ListQuery = z.object({
  q: z.string().max(200).optional(),
  kind: z.enum(['image', 'video', 'audio', 'document']).optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
  limit: z.coerce.number().int().min(1).max(500).optional().default(100),
  /** The `next` of the page before: the page after it (by key). */
  cursor: CursorParam.optional(),
});

const fraction = z.number().min(0).max(1);

export const UpdateMedia = z
  .object({
    title: z.string().max(200),
    alt: z.string().max(1000),
    caption: z.string().max(2000),
    fileName: z.string().max(200),
    focalPoint: z.object({ x: fraction, y: fraction }),
    serveOriginal: z.boolean(),
  })
  .partial()
  .strict();

export const StartUpload = z.object({
  fileName: z.string().max(500),
  size: z.number().int().min(0),
  /** Set to replace an existing item's file when the upload completes. */
  replaces: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .optional(),
});

export const UploadParams = z.object({ uploadId: z.string().regex(/^[0-9a-f]{24}$/) });
export const PartParams = UploadParams.extend({ part: z.coerce.number().int().min(0).max(100_000) });
