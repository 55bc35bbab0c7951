import { z } from 'zod';

/** Names the platform keeps for itself, so no site can pose as it. */
const RESERVED = new Set([
  'www',
  'app',
  'api',
  'admin',
  'config',
  'static',
  'assets',
  'mail',
  'help',
  'status',
]);

export const Identifier = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Use at least 3 characters.')
  .max(40, 'Use at most 40 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.')
  .refine((value) => !RESERVED.has(value), 'This address is reserved.');

export const CreateSite = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(120),
  identifier: Identifier,
  templateId: z.string().max(40),
});
export type CreateSite = z.infer<typeof CreateSite>;

export const UpdateSite = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(120).optional(),
  developerMode: z.boolean().optional(),
  cloneable: z.boolean().optional(),
  useEscapeKeyToLogin: z.boolean().optional(),
  storeSettings: z
    .object({ expressCheckout: z.boolean(), measurementStandard: z.union([z.literal(1), z.literal(2)]) })
    .optional(),
});
export type UpdateSite = z.infer<typeof UpdateSite>;

export const HeaderFooter = z.object({
  header: z.object({ title: z.string().trim().max(120), tagline: z.string().trim().max(200) }),
  footer: z.object({ text: z.string().trim().max(1000) }),
});
export type HeaderFooter = z.infer<typeof HeaderFooter>;

export const SiteIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'Not a site id.') });
