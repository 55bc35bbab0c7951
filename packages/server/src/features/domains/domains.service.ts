import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
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

export async function addDomain(db: Kysely<DB>, siteId: string, hostname: string): Promise<void> {
  const owner = await db
    .selectFrom('domains')
    .select('website_id')
    .where('hostname', '=', hostname)
    .executeTakeFirst();
  if (owner?.website_id === siteId) return;
  if (owner) throw DomainErrors.taken({ hostname: 'This domain is already connected to a site.' });
  if ((await listDomains(db, siteId)).length >= MAX_DOMAINS_PER_SITE) throw DomainErrors.tooMany();
  try {
    await db
      .insertInto('domains')
      .values({ hostname, website_id: siteId, verification_token: '', verified_at: null })
      .execute();
  } catch (error) {
    // Another request connected it between the check and the insert.
    if (/unique|duplicate key|primary key/i.test(String(error))) {
      throw DomainErrors.taken({ hostname: 'This domain is already connected to a site.' });
    }
    throw error;
  }
}

export async function removeDomain(db: Kysely<DB>, siteId: string, hostname: string): Promise<void> {
  const result = await db
    .deleteFrom('domains')
    .where('hostname', '=', hostname)
    .where('website_id', '=', siteId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw DomainErrors.notFound();
}
