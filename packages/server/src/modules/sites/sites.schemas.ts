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
  /** Visitors may open an account on the site and sign in (modules/members). */
  memberAccounts: z.boolean().optional(),
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

/**
 * The site's own texts an owner translates (`websites.translations`, docs/languages.md), with the
 * longest each may be: as long as the primary text may be.
 */
export const SITE_TEXT_LIMITS: Readonly<Record<string, number>> = {
  title: 120,
  'header.title': 120,
  'header.tagline': 200,
  'footer.text': 1000,
  // The cookie banner's words (modules/consent): its text is HTML.
  'cookie.cookieBannerText': 5000,
  'cookie.cookieBannerCtaText': 100,
  'cookie.cookieBannerOptOutCtaText': 100,
};

/** A shipping rate's name (`shippingRateTextKey`): a rate id is at most 40 characters, its name 100. */
const SHIPPING_RATE_KEY = /^shipping\.[^\s]{1,40}$/;
const SHIPPING_RATE_NAME_LIMIT = 100;

/** A member area's name or welcome (`memberAreaTextKey`), as long as the area's own may be. */
const MEMBER_AREA_KEY = /^memberArea\.[0-9a-f]{24}\.(name|welcome)$/;
const MEMBER_AREA_LIMITS = { name: 100, welcome: 2000 } as const;

function limitOf(key: string): number | undefined {
  if (Object.hasOwn(SITE_TEXT_LIMITS, key)) return SITE_TEXT_LIMITS[key];
  if (SHIPPING_RATE_KEY.test(key)) return SHIPPING_RATE_NAME_LIMIT;
  const area = MEMBER_AREA_KEY.exec(key);
  return area ? MEMBER_AREA_LIMITS[area[1] as 'name' | 'welcome'] : undefined;
}

/** Changes to one language's site texts: a text, or null (or '') to remove its translation. */
export const SiteTextChanges = z.record(z.string(), z.string().nullable()).superRefine((texts, ctx) => {
  for (const [key, text] of Object.entries(texts)) {
    const limit = limitOf(key);
    if (limit === undefined)
      ctx.addIssue({ code: 'custom', path: [key], message: 'Not a text of the site.' });
    else if (text !== null && text.trim().length > limit)
      ctx.addIssue({ code: 'custom', path: [key], message: `Use at most ${limit} characters.` });
  }
});
export type SiteTextChanges = z.infer<typeof SiteTextChanges>;
