import {
  COOKIE_BANNER_ACCEPT_TYPES,
  COOKIE_BANNER_BAR_POSITIONS,
  COOKIE_BANNER_CTA_VARIANTS,
  COOKIE_BANNER_POPUP_POSITIONS,
  COOKIE_BANNER_THEMES,
  COOKIE_BANNER_VARIANTS,
} from '@atelier/domain';
import { z } from 'zod';

const text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !value.includes('\0'), 'must not contain NUL characters');
const oneOf = <T extends string>(values: readonly T[]) =>
  z.enum(values as [T, ...T[]], { error: `must be one of ${values.join(', ')}` });
const flag = z.boolean({ error: 'must be true or false' });

/**
 * PUT /api/config/cookie-banner: any of the settings, in server field names (spec 000 §3). What is
 * left out keeps its stored value; a field the banner does not have is refused.
 */
export const CookieBannerPatch = z.strictObject({
  isCookieBannerEnabled: flag.optional(),
  cookieBannerText: text(5000).optional(),
  cookieBannerCtaText: text(100).optional(),
  cookieBannerOptOutCtaText: text(100).optional(),
  cookieBannerCtaVariant: oneOf(COOKIE_BANNER_CTA_VARIANTS).optional(),
  cookieBannerVariant: oneOf(COOKIE_BANNER_VARIANTS).optional(),
  cookieBannerPosition: oneOf([...COOKIE_BANNER_BAR_POSITIONS, ...COOKIE_BANNER_POPUP_POSITIONS]).optional(),
  cookieBannerTheme: oneOf(COOKIE_BANNER_THEMES).optional(),
  cookieBannerAcceptType: oneOf(COOKIE_BANNER_ACCEPT_TYPES).optional(),
  isAnalyticsCookiesDisabled: flag.optional(),
  isRestrictiveCookiePolicyAbsolute: flag.optional(),
  isActivityLogEnabled: flag.optional(),
});
export type CookieBannerPatch = z.infer<typeof CookieBannerPatch>;

export const CookieBannerBody = z.strictObject({ settings: CookieBannerPatch });

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day as YYYY-MM-DD');

/** Days are inclusive; an empty or missing end leaves the range open on that side. */
export const ConsentLogQuery = z.object({
  from: z.union([z.literal(''), day]).optional(),
  to: z.union([z.literal(''), day]).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
});

export const ConsentLogCsvQuery = ConsentLogQuery.pick({ from: true, to: true });
