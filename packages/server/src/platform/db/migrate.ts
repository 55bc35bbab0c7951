import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import * as initial from './migrations/0001-initial';
import * as forms from './migrations/0002-forms';
import * as mail from './migrations/0003-mail';
import * as analytics from './migrations/0004-analytics';
import * as securityAuth from './migrations/0005-security-auth';
import * as securityInput from './migrations/0006-security-input';
import * as media from './migrations/0007-media';
import * as store from './migrations/0008-store';
import * as editor from './migrations/0009-editor';
import * as newuser from './migrations/0011-newuser';
import * as mediaQuota from './migrations/0014-media-quota';
import * as siteStyles from './migrations/0017-site-styles';
import * as layout from './migrations/0018-layout';
import * as digitalDownloads from './migrations/0019-digital-downloads';
import * as mediaUploadReservations from './migrations/0020-media-upload-reservations';
import * as jobLeases from './migrations/0021-job-leases';
import * as analyticsRollups from './migrations/0022-analytics-rollups';
import * as storePages from './migrations/0023-store-pages';
import * as hostingScale from './migrations/0025-hosting-scale';
import * as renderReach from './migrations/0026-render-reach';
import * as languages from './migrations/0027-languages';
import * as pageTranslations from './migrations/0028-page-translations';
import * as analyticsLanguage from './migrations/0029-analytics-language';
import * as siteMembers from './migrations/0030-site-members';
import * as memberAreas from './migrations/0031-member-areas';
import * as memberAddresses from './migrations/0032-member-addresses';
import * as mediaAudio from './migrations/0033-media-audio';
import * as productReviews from './migrations/0034-product-reviews';
import * as siteOverlays from './migrations/0035-site-overlays';
import * as donations from './migrations/0037-donations';
import * as blog from './migrations/0038-blog';
import * as events from './migrations/0039-events';
import type { DB } from './schema';

/** Migrations are listed here rather than read from disk, so they ship inside any bundle. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-forms': forms,
  '0003-mail': mail,
  '0004-analytics': analytics,
  '0005-security-auth': securityAuth,
  '0008-store': store,
  '0009-editor': editor,
  '0007-media': media,
  '0011-newuser': newuser,
  '0018-layout': layout,
  '0006-security-input': securityInput,
  '0014-media-quota': mediaQuota,
  '0017-site-styles': siteStyles,
  '0019-digital-downloads': digitalDownloads,
  '0020-media-upload-reservations': mediaUploadReservations,
  '0021-job-leases': jobLeases,
  '0022-analytics-rollups': analyticsRollups,
  '0023-store-pages': storePages,
  '0025-hosting-scale': hostingScale,
  '0026-render-reach': renderReach,
  '0027-languages': languages,
  '0028-page-translations': pageTranslations,
  '0029-analytics-language': analyticsLanguage,
  '0030-site-members': siteMembers,
  '0031-member-areas': memberAreas,
  '0032-member-addresses': memberAddresses,
  '0033-media-audio': mediaAudio,
  '0037-donations': donations,
  '0034-product-reviews': productReviews,
  '0035-site-overlays': siteOverlays,
  '0038-blog': blog,
  '0039-events': events,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Every migration but `except`: a database as it was before that one, for its upgrade's test. */
const providerWithout = (except: string): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== except)),
});

/**
 * `schema` names the PostgreSQL schema the migration tables live in; without it Kysely looks for
 * them in every schema, and a sibling schema's tables (tests run side by side) would pass for ours.
 */
export async function migrateToLatest(
  db: Kysely<DB>,
  schema?: string,
  options: { except?: string } = {},
): Promise<void> {
  // Features land in parallel with numbers reserved ahead, so a lower number may arrive after a
  // higher one already ran on an existing database; each migration touches only its own tables.
  const migrator = new Migrator({
    db,
    provider: options.except ? providerWithout(options.except) : provider,
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    // Kysely finds its own tables by reading the catalogue of every schema in the database; a
    // schema or table another process drops during that read (tests side by side, each in a
    // schema of its own) fails it ("schema ... does not exist", "column ... of relation ... does
    // not exist", "cache lookup failed for namespace ...") before any migration ran. Such a read is tried again.
    // A busy machine can lose that race several times in a row; a short, growing pause between
    // tries lets the other process's drop finish.
    if (!failed && attempt < 30 && isOtherSchemaGone(error, schema)) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(200, attempt * 10)));
      continue;
    }
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** A PostgreSQL error about a missing schema, table or column that is not one of ours. */
function isOtherSchemaGone(error: unknown, schema: string | undefined): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (schema === undefined || typeof message !== 'string' || message.includes(schema)) return false;
  // An internal error ("cache lookup failed for namespace 800234") when the catalogue functions of
  // that read meet a schema or table dropped between the read's rows: the same race.
  const lookupLost =
    code === 'XX000' && /^cache lookup failed for (namespace|relation|type) \d+/.test(message);
  return code === '3F000' || code === '42P01' || code === '42703' || lookupLost;
}

/** The schema a PostgreSQL connection creates tables in (the first of its search path). */
export async function currentPgSchema(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}
