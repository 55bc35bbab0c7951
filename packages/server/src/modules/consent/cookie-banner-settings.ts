import {
  COOKIE_BANNER_BAR_POSITIONS,
  type CookieBannerServerSettings,
  cookieSettingsFromServer,
  cookieSettingsToServer,
} from '@atelier/domain';
import { ConsentErrors } from './consent.errors';
import { CookieBannerBody, type CookieBannerPatch } from './consent.schemas';

/** Stored settings as the configuration API speaks them: complete, normalised, server field names. */
export const serverSettings = (stored: unknown): CookieBannerServerSettings =>
  cookieSettingsToServer(cookieSettingsFromServer(stored));

/**
 * The body of PUT /api/config/cookie-banner, or a 400 naming each bad field as `settings.<field>`
 * (the form in the editor puts each message beside its field).
 */
export function parseSettingsBody(body: unknown): CookieBannerPatch {
  const result = CookieBannerBody.safeParse(body ?? {});
  if (result.success) return result.data.settings;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const at = issue.path.length > 0 ? `${issue.path.join('.')}.` : '';
      for (const key of issue.keys) fields[`${at}${key}`] ??= 'is not a cookie banner setting';
    } else fields[issue.path.join('.') || 'settings'] ??= issue.message;
  }
  throw ConsentErrors.invalidSettings(fields, invalidMessage(fields));
}

const invalidMessage = (fields: Record<string, string>) =>
  `Some cookie banner settings are not valid: ${Object.entries(fields)
    .map(([field, message]) => `${field} ${message}`)
    .join('; ')}.`;

/**
 * The stored settings with the patch laid over them, normalised. A position the layout does not
 * have is refused when the owner chose it; one left over from another layout moves to the nearest
 * position the new layout has (spec 000 §5).
 */
export function mergeSettings(stored: unknown, patch: CookieBannerPatch): CookieBannerServerSettings {
  const merged = { ...serverSettings(stored), ...patch };
  if (patch.cookieBannerPosition !== undefined) {
    const bar = merged.cookieBannerVariant === 'BAR';
    if (bar !== COOKIE_BANNER_BAR_POSITIONS.includes(patch.cookieBannerPosition)) {
      const fields = {
        'settings.cookieBannerPosition': bar
          ? 'must be TOP or BOTTOM for a bar'
          : 'must be TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT or BOTTOM_RIGHT for a pop-up',
      };
      throw ConsentErrors.invalidSettings(fields, invalidMessage(fields));
    }
  }
  return serverSettings(merged);
}
