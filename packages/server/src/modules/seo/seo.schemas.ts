import { SEO_LIMITS } from '@atelier/domain';
import { z } from 'zod';

const imageAddress = z
  .string()
  .trim()
  .max(SEO_LIMITS.address)
  .refine(
    (value) => value === '' || /^(https?:\/\/[^\s/?#]+|\/(?!\/))\S*$/i.test(value),
    'Enter an image address starting with https:// or /.',
  );

export const SiteSeoInput = z.object({
  description: z.string().trim().max(SEO_LIMITS.description, 'Use at most 300 characters.').optional(),
  socialImage: imageAddress.optional(),
  organizationName: z.string().trim().max(SEO_LIMITS.organizationName).optional(),
  twitterHandle: z
    .string()
    .trim()
    .refine((value) => value === '' || /^@[A-Za-z0-9_]{1,15}$/.test(value), 'Write the handle as @name.')
    .optional(),
});
export type SiteSeoInput = z.infer<typeof SiteSeoInput>;
