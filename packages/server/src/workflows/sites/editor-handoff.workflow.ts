import type { Kysely } from 'kysely';
import { insertHandoffToken } from '#modules/auth/auth.queries';
import { SitesErrors } from '#modules/sites/sites.errors';
import { findSite, findSiteByIdentifier, roleOf } from '#modules/sites/sites.queries';
import { type SiteAddresses, siteUrl } from '#modules/sites/sites.service';
import type { DB } from '#platform/db/schema';
import { randomToken, sha256 } from '#platform/security/tokens';

const HANDOFF_SECONDS = 60;

export interface HandoffRequest {
  accountId: string;
  /** The platform session the site session is opened from: it ends when that one does. */
  sessionId: string | null;
  at: SiteAddresses;
  /** The server's time (its job clock, which tests move). */
  now: Date;
  /** The editor address to open, a path under /config (`/config/` by default). */
  path?: string;
}

/**
 * The editor address `path` on the site's identifier host, or null when it would leave the editor.
 * Dot segments are resolved first (`/config/../page` is `/page`), so a token never lands on a page
 * of the site, where an owner's or contributor's content could read it from the address.
 */
export function editorAddress(identifier: string, at: SiteAddresses, path = '/config/'): URL | null {
  const origin = siteUrl(identifier, at).slice(0, -1);
  let url: URL;
  try {
    url = new URL(path, `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== origin || !(url.pathname === '/config' || url.pathname.startsWith('/config/')))
    return null;
  url.hash = '';
  return url;
}

/**
 * A single-use link that signs the account in on the site's own host (cookies are per host): the
 * site and the account's role on it are checked (sites), then the token is stored (auth). Refused
 * as "not found" when the account has no role there, so nobody learns about others' sites.
 */
export async function mintHandoff(db: Kysely<DB>, siteId: string, request: HandoffRequest) {
  const site = await findSite(db, siteId);
  const role = site ? await roleOf(db, siteId, request.accountId) : undefined;
  const url = site ? editorAddress(site.identifier, request.at, request.path) : null;
  if (!site || !role || !url) throw SitesErrors.notFound();
  const token = randomToken();
  await insertHandoffToken(db, {
    id: sha256(token),
    accountId: request.accountId,
    siteId,
    expiresAt: new Date(request.now.getTime() + HANDOFF_SECONDS * 1000).toISOString(),
    sessionId: request.sessionId,
  });
  // A token left in the path to open (a copied address) is spent already; this one replaces it.
  url.searchParams.set('handoff', token);
  return { url: url.toString() };
}

/** The same hand-off for a site named by its identifier (the platform home's continue address). */
export async function mintHandoffByIdentifier(db: Kysely<DB>, identifier: string, request: HandoffRequest) {
  const site = await findSiteByIdentifier(db, identifier);
  if (!site) throw SitesErrors.notFound();
  return mintHandoff(db, site.id, request);
}
