import type { PageDocument, SiteLanguage } from '@atelier/domain';
import { BlockType, documentBlocks, type MemberAreaLookup, OWNER_PREVIEW } from '@atelier/site';
import type { Kysely } from 'kysely';
import { areasByIds } from '#modules/members/member-areas.queries';
import { firstPagesOfAreas } from '#modules/pages/page-member-area.queries';
import type { DB } from '#platform/db/schema';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { pagePathIn, type SiteAddresses } from './language-addresses';
import { memberAreaInLanguage } from './page-language';

const ID = /^[0-9a-f]{24}$/;
/** Areas one page's blocks may name: more would be a page nobody reads to the end. */
const MOST_AREAS = 50;

/** Where an area's join form leads when the area has no page yet: the member's own account page. */
const NO_PAGE = '/account';

/**
 * The member areas a page's member area blocks (block type 67) name, in the page's language: the
 * area's name and welcome (site texts, else the owner's), whether anyone may join, and the address
 * of its first page. A change of an area (api/owner/members.routes.ts) and a page published into or
 * out of one move the site's render generation on, so cached pages follow them; a deleted area is
 * simply absent, and its block shows nothing. In an owner's preview the lookup is marked, so a block
 * without an area says what it needs.
 */
export async function memberAreaLookupFor(
  db: Kysely<DB>,
  site: SiteRecord,
  document: PageDocument,
  options: { preview?: boolean; language: SiteLanguage; addresses: SiteAddresses },
): Promise<MemberAreaLookup | undefined> {
  const ids = new Set<string>();
  let blocks = 0;
  for (const block of documentBlocks(document)) {
    if (block.type !== BlockType.memberArea) continue;
    blocks++;
    const id = (block.settings as { areaId?: unknown } | null)?.areaId;
    if (typeof id === 'string' && ID.test(id) && ids.size < MOST_AREAS) ids.add(id);
  }
  if (blocks === 0) return options.preview ? { [OWNER_PREVIEW]: true } : undefined;
  const lookup: MemberAreaLookup = options.preview ? { [OWNER_PREVIEW]: true } : {};
  if (ids.size === 0) return lookup;
  const [areas, pages] = await Promise.all([
    areasByIds(db, site.id, [...ids]),
    firstPagesOfAreas(db, site.id, [...ids]),
  ]);
  const { language, addresses } = options;
  for (const area of areas) {
    const page = pages.get(area.id);
    lookup[area.id] = {
      id: area.id,
      ...memberAreaInLanguage(site, language, area),
      joinable: area.join_rule === 'open',
      path: page ? pagePathIn(addresses, page.slug, language) : NO_PAGE,
    };
  }
  return lookup;
}
