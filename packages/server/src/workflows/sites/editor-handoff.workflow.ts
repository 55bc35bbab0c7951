import type { Kysely } from 'kysely';
import { insertHandoffToken } from '#modules/auth/auth.queries';
import { SitesErrors } from '#modules/sites/sites.errors';
import { findSite, roleOf } from '#modules/sites/sites.queries';
import { type SiteAddresses, siteUrl } from '#modules/sites/sites.service';
import type { DB } from '#platform/db/schema';
import { randomToken, sha256 } from '#platform/security/tokens';

const HANDOFF_SECONDS = 60;

/**
 * A single-use link that signs the account in on the site's own host (cookies are per host): the
 * site and the account's role on it are checked (sites), then the token is stored (auth).
 */
export async function mintHandoff(
  db: Kysely<DB>,
  accountId: string,
  siteId: string,
  at: SiteAddresses,
  sessionId: string | null = null,
) {
  const site = await findSite(db, siteId);
  const role = site ? await roleOf(db, siteId, accountId) : undefined;
  if (!site || !role) throw SitesErrors.notFound();
  const token = randomToken();
  await insertHandoffToken(db, {
    id: sha256(token),
    accountId,
    siteId,
    expiresAt: new Date(Date.now() + HANDOFF_SECONDS * 1000).toISOString(),
    sessionId,
  });
  return { url: `${siteUrl(site.identifier, at)}config/?handoff=${encodeURIComponent(token)}` };
}
