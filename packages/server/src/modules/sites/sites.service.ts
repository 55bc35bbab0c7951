import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import { randomToken, sha256 } from '#platform/security/tokens';
import { rowToSite, type SiteRecord } from '#platform/tenancy/site-directory';
import { SitesErrors } from './sites.errors';
import * as q from './sites.queries';
import type { HeaderFooter, UpdateSite } from './sites.schemas';

const HANDOFF_SECONDS = 60;

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

/** A single-use token that signs the account in on the site's own host (cookies are per host). */
export async function mintHandoff(
  db: Kysely<DB>,
  accountId: string,
  siteId: string,
  at: SiteAddresses,
  sessionId: string | null = null,
) {
  const site = await q.findSite(db, siteId);
  const role = site ? await q.roleOf(db, siteId, accountId) : undefined;
  if (!site || !role) throw SitesErrors.notFound();
  const token = randomToken();
  await q.insertHandoffToken(db, {
    id: sha256(token),
    accountId,
    siteId,
    expiresAt: new Date(Date.now() + HANDOFF_SECONDS * 1000).toISOString(),
    sessionId,
  });
  return { url: `${siteUrl(site.identifier, at)}config/?handoff=${encodeURIComponent(token)}` };
}

export async function updateSite(db: Kysely<DB>, siteId: string, input: UpdateSite): Promise<SiteRecord> {
  const patch: Parameters<typeof q.updateSite>[2] = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.developerMode !== undefined) patch.developer_mode = input.developerMode ? 1 : 0;
  if (input.cloneable !== undefined) patch.cloneable = input.cloneable ? 1 : 0;
  if (input.useEscapeKeyToLogin !== undefined)
    patch.use_escape_key_to_login = input.useEscapeKeyToLogin ? 1 : 0;
  if (input.storeSettings !== undefined) patch.store_settings = JSON.stringify(input.storeSettings);
  await q.updateSite(db, siteId, patch);
  const row = await q.findSite(db, siteId);
  if (!row) throw SitesErrors.notFound();
  return rowToSite(row);
}

export async function updateHeaderFooter(
  db: Kysely<DB>,
  siteId: string,
  input: HeaderFooter,
): Promise<HeaderFooter> {
  await q.updateSite(db, siteId, {
    header: JSON.stringify(input.header),
    footer: JSON.stringify(input.footer),
  });
  return input;
}
