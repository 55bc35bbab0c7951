import {
  type AnnouncementBarSettings,
  newId,
  type PopupOverlaySettings,
  readAnnouncementBar,
  readPopupOverlay,
} from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '#platform/db/schema';
import { inTransaction } from '#platform/db/transaction';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { OverlaysErrors } from './overlays.errors';
import { storedOverlays, storeOverlay } from './overlays.queries';
import {
  AnnouncementBarBody,
  type AnnouncementBarPatch,
  PopupOverlayBody,
  type PopupOverlayPatch,
} from './overlays.schemas';

/** Both settings of a site, read leniently (a site that never set them gets the defaults: both off). */
export async function siteOverlays(
  db: Kysely<DB>,
  siteId: string,
): Promise<{ announcementBar: AnnouncementBarSettings; popupOverlay: PopupOverlaySettings }> {
  const stored = await storedOverlays(db, siteId);
  return {
    announcementBar: readAnnouncementBar(stored.announcementBar),
    popupOverlay: readPopupOverlay(stored.popupOverlay),
  };
}

/** A body parsed with its schema, or a 400 naming each bad field as `settings.<field>`. */
function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const at = issue.path.length > 0 ? `${issue.path.join('.')}.` : '';
      for (const key of issue.keys) fields[`${at}${key}`] ??= 'is not a setting';
    } else fields[issue.path.join('.') || 'settings'] ??= issue.message;
  }
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field} ${message}`)
    .join('; ');
  throw OverlaysErrors.invalidSettings(fields, `Some settings are not valid: ${summary}.`);
}

export const parseAnnouncementBarBody = (body: unknown): AnnouncementBarPatch =>
  parseBody(AnnouncementBarBody, body).settings;
export const parsePopupOverlayBody = (body: unknown): PopupOverlayPatch =>
  parseBody(PopupOverlayBody, body).settings;

/**
 * Stores the bar with the patch laid over it and starts a new render generation (every page shows
 * the bar). The caller tells the site directory once this returns.
 */
export async function saveAnnouncementBar(
  db: Kysely<DB>,
  siteId: string,
  patch: AnnouncementBarPatch,
): Promise<AnnouncementBarSettings> {
  return inTransaction(db, async (trx) => {
    const stored = await storedOverlays(trx, siteId);
    const settings = readAnnouncementBar({ ...readAnnouncementBar(stored.announcementBar), ...patch });
    const now = new Date().toISOString();
    await storeOverlay(trx, siteId, 'announcement_bar', settings, now);
    await bumpRenderGeneration(trx, siteId, now);
    return settings;
  });
}

/**
 * Stores the popup with the patch laid over it. A newsletter popup gets its form id the first time
 * (the newsletter's sign-ups are filed under it, in the inbox and the subscribers' list); it keeps
 * it when the owner switches to a message and back.
 */
export async function savePopupOverlay(
  db: Kysely<DB>,
  siteId: string,
  patch: PopupOverlayPatch,
): Promise<PopupOverlaySettings> {
  return inTransaction(db, async (trx) => {
    const stored = await storedOverlays(trx, siteId);
    const settings = readPopupOverlay({ ...readPopupOverlay(stored.popupOverlay), ...patch });
    if (settings.formId === '') settings.formId = newId();
    const now = new Date().toISOString();
    await storeOverlay(trx, siteId, 'popup_overlay', settings, now);
    await bumpRenderGeneration(trx, siteId, now);
    return settings;
  });
}
