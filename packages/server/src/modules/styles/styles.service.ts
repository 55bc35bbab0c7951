import {
  type ContrastCheck,
  changedStyleGroups,
  checkPaletteContrast,
  readSiteStyles,
  type SiteStyles,
  type StyleGroup,
} from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';
import { StylesErrors } from './styles.errors';
import * as q from './styles.queries';

type Db = Kysely<DB> | Transaction<DB>;

/** The font service's own spelling of a family it serves, or null when it serves none of the name. */
export type FontCheck = (name: string) => string | null;

export interface StylesJson {
  styles: SiteStyles;
  revision: number;
  /** Whether the draft differs from what visitors see. */
  unpublished: boolean;
  contrast: ContrastCheck[];
}

/** A starter template's look, as the Design panel offers it to take (`GET /api/config/templates`). */
export const templateStylesToJson = ({
  id,
  name,
  description,
  styles,
}: {
  id: string;
  name: string;
  description: string;
  styles: SiteStyles;
}) => ({ id, name, description, styles });

const parse = (json: string | null | undefined): SiteStyles =>
  readSiteStyles(json ? (JSON.parse(json) as unknown) : null);

export async function readStyles(db: Db, siteId: string): Promise<StylesJson> {
  const row = await q.findStyles(db, siteId);
  const styles = parse(row?.draft);
  return {
    styles,
    revision: row?.draft_revision ?? 0,
    unpublished: row ? row.live !== row.draft : false,
    contrast: checkPaletteContrast(styles.colors),
  };
}

/** Saves the owner's draft; `revision` is the one they edited, so a save never overwrites another. */
export async function saveStyles(
  db: Kysely<DB>,
  siteId: string,
  styles: SiteStyles,
  revision: number | undefined,
  isKnownFont: FontCheck,
): Promise<StylesJson> {
  const heading = isKnownFont(styles.fonts.heading);
  const body = isKnownFont(styles.fonts.body);
  if (!heading || !body) {
    const fields: Record<string, string> = {};
    if (!heading) fields['styles.fonts.heading'] = 'Choose one of the fonts offered.';
    if (!body) fields['styles.fonts.body'] = 'Choose one of the fonts offered.';
    throw StylesErrors.unknownFont(fields);
  }
  const stored: SiteStyles = { ...styles, fonts: { heading, body } };
  const saved = await q.writeDraft(db, siteId, JSON.stringify(stored), revision);
  if (saved === null) throw StylesErrors.staleRevision();
  return readStyles(db, siteId);
}

/** The styles visitors see: the last published, or the default look. */
export async function liveStyles(db: Db, siteId: string): Promise<SiteStyles> {
  return parse((await q.findStyles(db, siteId))?.live);
}

/** The styles the owner is editing, for the draft preview. */
export async function draftStyles(db: Db, siteId: string): Promise<SiteStyles> {
  return parse((await q.findStyles(db, siteId))?.draft);
}

/** What publishing would change in the site's look. */
export async function reviewStyles(
  db: Db,
  siteId: string,
): Promise<{ changed: boolean; what: StyleGroup[] }> {
  const row = await q.findStyles(db, siteId);
  if (!row || row.live === row.draft) return { changed: false, what: [] };
  const what = changedStyleGroups(parse(row.live), parse(row.draft));
  return { changed: what.length > 0, what };
}

/** Publishes the draft inside the caller's transaction; returns the styles now live. */
export async function publishStyles(trx: Db, siteId: string): Promise<SiteStyles | null> {
  const json = await q.publishDraft(trx, siteId);
  return json === null ? null : parse(json);
}

/** Puts a past version's styles back, as draft and live. */
export async function restoreStyles(trx: Db, siteId: string, styles: SiteStyles): Promise<void> {
  await q.restoreStyles(trx, siteId, JSON.stringify(styles));
}
