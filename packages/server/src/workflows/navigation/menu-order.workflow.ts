import { compareMenuEntries } from '@atelier/domain';
import type { Kysely } from 'kysely';
import { menuLinkPositions, replaceParents, setLinkPosition } from '#modules/navigation/navigation.queries';
import type { MenuOrder } from '#modules/navigation/navigation.schemas';
import { placesOfMenuOrder } from '#modules/navigation/navigation.service';
import type { PageSummary } from '#modules/pages/pages.model';
import { setPagePosition, updatePage } from '#modules/pages/pages.queries';
import type { ReorderPages } from '#modules/pages/pages.schemas';
import { checkPageOrder, listPages } from '#modules/pages/pages.service';
import type { DB } from '#platform/db/schema';

// The main navigation numbers its pages (pages: `collections.position`) and the owner's links
// (navigation: `navigation_links.position`) in one sequence, so ordering either spans both modules.

/**
 * Applies the owner's order and nesting of the main navigation, in one transaction: checked by
 * navigation, each page's place written by pages and each link's by navigation, then the nesting.
 */
export async function saveMenuOrder(db: Kysely<DB>, siteId: string, order: MenuOrder): Promise<void> {
  const places = await placesOfMenuOrder(db, siteId, order);
  await db.transaction().execute(async (trx) => {
    for (const place of places) {
      if (place.kind === 'page') await setPagePosition(trx, siteId, place.id, place.position);
      else await setLinkPosition(trx, siteId, place.id, place.position);
    }
    await replaceParents(
      trx,
      siteId,
      places.flatMap((p) => (p.parentId ? [{ itemId: p.id, parentId: p.parentId }] : [])),
    );
  });
}

/**
 * Puts one navigation's pages in the owner's order, in one transaction. In the main navigation the
 * pages take the new order in the places pages held, the links keep theirs, and the whole menu is
 * numbered afresh without ties.
 */
export async function reorderPages(
  db: Kysely<DB>,
  siteId: string,
  input: ReorderPages,
): Promise<PageSummary[]> {
  const current = await checkPageOrder(db, siteId, input);
  await db.transaction().execute(async (trx) => {
    if (input.navigation !== 'main') {
      for (const [position, id] of input.ids.entries()) await updatePage(trx, siteId, id, { position });
      return;
    }
    const links = await menuLinkPositions(trx, siteId);
    const slots = [
      ...current.map((p) => ({ kind: 'page' as const, id: p.id, position: p.position })),
      ...links.map((l) => ({ kind: 'link' as const, id: l.id, position: l.position })),
    ].sort(compareMenuEntries);
    const pages = [...input.ids];
    for (const [position, slot] of slots.entries()) {
      if (slot.kind === 'link') await setLinkPosition(trx, siteId, slot.id, position);
      else await updatePage(trx, siteId, pages.shift()!, { position });
    }
  });
  return listPages(db, siteId);
}
