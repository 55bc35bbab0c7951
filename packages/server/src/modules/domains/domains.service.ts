import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import { hmac } from '#platform/security/tokens';
import { type DomainVerifier, HTTP_PATH, proofText, txtName } from './domain-verifier';
import { DomainErrors, MAX_DOMAINS_PER_SITE } from './domains.errors';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The host name an owner typed, as browsers send it in the Host header: lower case, no scheme,
 * path, port or trailing dot. Throws an 'invalid' error naming the field when it is not one.
 */
export function normalizeHostname(input: string, appDomain: string): string {
  let host = input.trim().toLowerCase();
  host = host
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  const fail = () => DomainErrors.invalid({ hostname: 'Enter a domain name such as www.example.com.' });
  if (!host || host.length > 253) throw fail();
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) throw fail();
  // The last label of a real domain is never all digits; this also refuses IPv4 addresses.
  if (/^\d+$/.test(labels.at(-1)!)) throw fail();
  if (host === appDomain || host.endsWith(`.${appDomain}`)) {
    throw DomainErrors.platformDomain({ hostname: 'Add a domain you own, not one of this platform.' });
  }
  return host;
}

export async function listDomains(db: Kysely<DB>, siteId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('domains')
    .select('hostname')
    .where('website_id', '=', siteId)
    .orderBy('hostname')
    .execute();
  return rows.map((row) => row.hostname);
}

/** The token a site publishes to prove a domain: the same for the same site and domain, forever. */
export const verificationToken = (secret: string, siteId: string, hostname: string): string =>
  hmac(secret, `domain-verification|${siteId}|${hostname}`).slice(0, 32);

export interface DomainDetails {
  hostname: string;
  verified: boolean;
  primary: boolean;
  /** Publish one of these to prove the domain is the owner's. */
  txtName: string;
  txtValue: string;
  httpUrl: string;
}

export async function domainDetails(db: Kysely<DB>, siteId: string): Promise<DomainDetails[]> {
  const site = await db
    .selectFrom('websites')
    .select('primary_domain')
    .where('id', '=', siteId)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('domains')
    .select(['hostname', 'verification_token', 'verified_at'])
    .where('website_id', '=', siteId)
    .orderBy('hostname')
    .execute();
  return rows.map((row) => ({
    hostname: row.hostname,
    verified: row.verified_at !== null,
    primary: site?.primary_domain === row.hostname,
    txtName: txtName(row.hostname),
    txtValue: proofText(row.verification_token),
    httpUrl: `http://${row.hostname}${HTTP_PATH}`,
  }));
}

/**
 * Claims a domain for the site; it serves nothing until verified. A claim another site never
 * proved does not block this one (whoever proves the domain gets it); a verified one does.
 */
export async function addDomain(
  db: Kysely<DB>,
  siteId: string,
  hostname: string,
  token: string,
): Promise<void> {
  const owner = await db
    .selectFrom('domains')
    .select(['website_id', 'verified_at'])
    .where('hostname', '=', hostname)
    .executeTakeFirst();
  if (owner?.website_id === siteId) return;
  if (owner?.verified_at)
    throw DomainErrors.taken({ hostname: 'This domain is already connected to a site.' });
  if ((await listDomains(db, siteId)).length >= MAX_DOMAINS_PER_SITE) throw DomainErrors.tooMany();
  try {
    if (owner) {
      const result = await db
        .updateTable('domains')
        .set({ website_id: siteId, verification_token: token })
        .where('hostname', '=', hostname)
        .where('verified_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0)
        throw DomainErrors.taken({ hostname: 'This domain is already connected to a site.' });
      return;
    }
    await db
      .insertInto('domains')
      .values({ hostname, website_id: siteId, verification_token: token, verified_at: null })
      .execute();
  } catch (error) {
    // Another request connected it between the check and the insert.
    if (/unique|duplicate key|primary key/i.test(String(error))) {
      throw DomainErrors.taken({ hostname: 'This domain is already connected to a site.' });
    }
    throw error;
  }
}

/** Marks the site's claim verified once the verifier found its token; throws when it did not. */
export async function verifyDomain(
  db: Kysely<DB>,
  siteId: string,
  hostname: string,
  verifier: DomainVerifier,
): Promise<'dns' | 'http' | 'already'> {
  const row = await db
    .selectFrom('domains')
    .select(['verification_token', 'verified_at'])
    .where('hostname', '=', hostname)
    .where('website_id', '=', siteId)
    .executeTakeFirst();
  if (!row) throw DomainErrors.notFound();
  if (row.verified_at) return 'already';
  const { method, refusedAddress } = await verifier.check(hostname, row.verification_token);
  if (refusedAddress && !method) {
    throw DomainErrors.notVerified({
      hostname: `The TXT record ${txtName(hostname)} does not hold the code, and ${hostname} points to ${refusedAddress}, a private or local address this platform never fetches from. Publish the TXT record instead.`,
    });
  }
  if (!method) {
    throw DomainErrors.notVerified({
      hostname: `Neither the TXT record ${txtName(hostname)} nor ${HTTP_PATH} on the domain holds the code yet.`,
    });
  }
  await db
    .updateTable('domains')
    .set({ verified_at: new Date().toISOString() })
    .where('hostname', '=', hostname)
    .where('website_id', '=', siteId)
    .execute();
  return method;
}

/** Makes a verified domain the site's primary address, or clears it with null. */
export async function setPrimaryDomain(
  db: Kysely<DB>,
  siteId: string,
  hostname: string | null,
): Promise<void> {
  if (hostname !== null) {
    const row = await db
      .selectFrom('domains')
      .select('verified_at')
      .where('hostname', '=', hostname)
      .where('website_id', '=', siteId)
      .executeTakeFirst();
    if (!row) throw DomainErrors.notFound();
    if (!row.verified_at)
      throw DomainErrors.notVerified({ hostname: 'Verify the domain before making it the primary address.' });
  }
  await db.updateTable('websites').set({ primary_domain: hostname }).where('id', '=', siteId).execute();
}

/** Whether an on-demand TLS proxy may get a certificate for the host: a verified domain. */
export async function isServedDomain(db: Kysely<DB>, hostname: string): Promise<boolean> {
  const row = await db
    .selectFrom('domains')
    .select('hostname')
    .where('hostname', '=', hostname)
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function removeDomain(db: Kysely<DB>, siteId: string, hostname: string): Promise<void> {
  const result = await db
    .deleteFrom('domains')
    .where('hostname', '=', hostname)
    .where('website_id', '=', siteId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw DomainErrors.notFound();
  await db
    .updateTable('websites')
    .set({ primary_domain: null })
    .where('id', '=', siteId)
    .where('primary_domain', '=', hostname)
    .execute();
}
