import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { rowToSite, type SiteRecord } from '#platform/tenancy/site-directory';
import { SitesErrors } from './sites.errors';
import * as q from './sites.queries';
import type { HeaderFooter, UpdateSite } from './sites.schemas';

export interface SiteAddresses {
  appDomain: string;
  /** ':3000', or '' on the default port. */
  portSuffix: string;
  protocol: string;
}

export const siteUrl = (identifier: string, at: SiteAddresses): string =>
  `${at.protocol}//${identifier}.${at.appDomain}${at.portSuffix}/`;

export async function listSites(db: Kysely<DB>, accountId: string, at: SiteAddresses) {
  return (await q.sitesOfAccount(db, accountId)).map((site) => ({
    id: site.id,
    identifier: site.identifier,
    title: site.title,
    role: site.role,
    url: siteUrl(site.identifier, at),
    editorUrl: `${siteUrl(site.identifier, at)}config/`,
  }));
}

export const siteToJson = (site: SiteRecord) => ({
  id: site.id,
  identifier: site.identifier,
  title: site.title,
  websiteType: site.websiteType,
  siteStatus: site.siteStatus,
  developerMode: site.developerMode,
  cloneable: site.cloneable,
  useEscapeKeyToLogin: site.useEscapeKeyToLogin,
  storeSettings: site.storeSettings,
  tweakJSON: site.tweakJSON,
});

/** Saves the site's settings; pages show some of them, so the render generation moves on too. */
export async function updateSite(db: Kysely<DB>, siteId: string, input: UpdateSite): Promise<SiteRecord> {
  const patch: q.SiteCorePatch = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.developerMode !== undefined) patch.developer_mode = input.developerMode ? 1 : 0;
  if (input.cloneable !== undefined) patch.cloneable = input.cloneable ? 1 : 0;
  if (input.useEscapeKeyToLogin !== undefined)
    patch.use_escape_key_to_login = input.useEscapeKeyToLogin ? 1 : 0;
  if (input.storeSettings !== undefined) patch.store_settings = JSON.stringify(input.storeSettings);
  await saveCore(db, siteId, patch);
  const row = await q.findSite(db, siteId);
  if (!row) throw SitesErrors.notFound();
  return rowToSite(row);
}

export async function updateHeaderFooter(
  db: Kysely<DB>,
  siteId: string,
  input: HeaderFooter,
): Promise<HeaderFooter> {
  await saveCore(db, siteId, {
    header: JSON.stringify(input.header),
    footer: JSON.stringify(input.footer),
  });
  return input;
}

/** The site's own columns and, in the same transaction, a new render generation dated now. */
const saveCore = (db: Kysely<DB>, siteId: string, patch: q.SiteCorePatch) =>
  db.transaction().execute(async (trx) => {
    await q.updateSiteCore(trx, siteId, patch);
    await bumpRenderGeneration(trx, siteId, new Date().toISOString());
  });
