import {
  compareMenuEntries,
  type LanguageTexts,
  type MenuEntry,
  newId,
  type Translations,
  withTexts,
} from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import { lockSite } from '#platform/tenancy/render-generation';
import { NavigationErrors } from './navigation.errors';
import * as q from './navigation.queries';
import type { LinkInput, LinkPatch, MenuOrder } from './navigation.schemas';

/** One main-navigation item as the editor sees it. */
export interface MenuItemJson extends MenuEntry {
  parentId: string | null;
  /** Pages only: false while the page was never published, so visitors do not see it yet. */
  published: boolean;
  /**
   * Links only: the title in the site's other languages (key `title`). A page's title is
   * translated in its own document (`@title`).
   */
  translations?: Translations;
}

/** Stored translations, or none when the column holds anything else. */
export function parseLinkTranslations(json: string | undefined): Translations {
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Translations)
      : {};
  } catch {
    return {};
  }
}

const pathOf = (slug: string) => (slug === 'home' ? '/' : `/${slug}`);

/** The main navigation in order, flat, each item naming its parent. */
export async function readMenu(db: Kysely<DB>, siteId: string): Promise<MenuItemJson[]> {
  const [pages, links, parents] = await Promise.all([
    q.menuPages(db, siteId),
    q.menuLinks(db, siteId),
    q.menuParents(db, siteId),
  ]);
  const parentOf = new Map(parents.map((p) => [p.item_id, p.parent_id]));
  const items: MenuItemJson[] = [
    ...pages.map((p) => ({
      kind: 'page' as const,
      id: p.id,
      title: p.title,
      href: pathOf(p.slug),
      newWindow: false,
      position: p.position,
      parentId: null,
      published: p.published_version !== null,
    })),
    ...links.map((l) => ({
      kind: 'link' as const,
      id: l.id,
      title: l.title,
      href: l.url,
      newWindow: l.new_window === 1,
      position: l.position,
      parentId: null,
      published: true,
      translations: parseLinkTranslations(l.translations),
    })),
  ];
  const ids = new Set(items.map((i) => i.id));
  for (const item of items) {
    const parent = parentOf.get(item.id);
    // A parent that left the menu, or is nested itself, no longer holds anything.
    if (parent && ids.has(parent) && !(parentOf.get(parent) && ids.has(parentOf.get(parent)!)))
      item.parentId = parent;
  }
  return items.sort(compareMenuEntries);
}

/** One item of the owner's menu order, at its new place. */
export interface MenuPlace {
  id: string;
  kind: 'page' | 'link';
  position: number;
  parentId: string | null;
}

/**
 * Checks the owner's order and nesting against the menu as it is, and numbers it: refuses a list
 * that is not exactly the menu's items, or nests deeper than one level. Writing it spans pages and
 * navigation (workflows/navigation/menu-order.workflow.ts).
 */
export async function placesOfMenuOrder(
  db: Kysely<DB>,
  siteId: string,
  order: MenuOrder,
): Promise<MenuPlace[]> {
  const current = await readMenu(db, siteId);
  const kinds = new Map(current.map((i) => [i.id, i.kind]));
  const listed = new Set(order.items.map((i) => i.id));
  if (
    listed.size !== order.items.length ||
    listed.size !== kinds.size ||
    [...listed].some((id) => !kinds.has(id))
  )
    throw NavigationErrors.badOrder();
  const parentOf = new Map(order.items.map((i) => [i.id, i.parentId]));
  for (const item of order.items) {
    if (item.parentId === null) continue;
    if (item.parentId === item.id || !listed.has(item.parentId) || parentOf.get(item.parentId) !== null)
      throw NavigationErrors.tooDeep();
  }
  return order.items.map((item, position) => ({
    id: item.id,
    kind: kinds.get(item.id)!,
    position,
    parentId: item.parentId,
  }));
}

export async function addLink(db: Kysely<DB>, siteId: string, input: LinkInput): Promise<string> {
  const id = newId();
  await q.insertLink(db, {
    id,
    website_id: siteId,
    title: input.title,
    url: input.url,
    new_window: input.newWindow ? 1 : 0,
    position: await q.nextMenuPosition(db, siteId),
    created_at: new Date().toISOString(),
    translations: JSON.stringify(input.translations ?? {}),
  });
  return id;
}

export async function changeLink(db: Kysely<DB>, siteId: string, id: string, patch: LinkPatch) {
  if (!(await q.findLink(db, siteId, id))) throw NavigationErrors.linkNotFound();
  await q.updateLink(db, siteId, id, {
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.url !== undefined ? { url: patch.url } : {}),
    ...(patch.newWindow !== undefined ? { new_window: patch.newWindow ? 1 : 0 } : {}),
    ...(patch.translations !== undefined ? { translations: JSON.stringify(patch.translations) } : {}),
  });
}

/** The menu's links with their titles and translations, for the site's translation status and fill. */
export async function linkTexts(
  db: Kysely<DB>,
  siteId: string,
): Promise<{ id: string; title: string; translations: Translations }[]> {
  return (await q.menuLinks(db, siteId)).map((l) => ({
    id: l.id,
    title: l.title,
    translations: parseLinkTranslations(l.translations),
  }));
}

/**
 * Adds a provider's titles (by link id) to one language of the links' translations, as machine
 * drafts, where `keep` still allows (a title still untranslated and unchanged); read and written
 * while the site's row is held, so a person's edit in between stays. Returns how many were added.
 */
export function addLinkTitles(
  db: Kysely<DB>,
  siteId: string,
  language: string,
  titles: Record<string, string>,
  keep: (link: { id: string; title: string; texts: LanguageTexts | undefined }) => boolean,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockSite(trx, siteId);
    let added = 0;
    for (const link of await q.menuLinks(trx, siteId)) {
      const title = titles[link.id];
      const translations = parseLinkTranslations(link.translations);
      if (title === undefined || !keep({ id: link.id, title: link.title, texts: translations[language] }))
        continue;
      const next = {
        ...translations,
        [language]: withTexts(translations[language], { title: { text: title, machine: true } }),
      };
      await q.updateLink(trx, siteId, link.id, { translations: JSON.stringify(next) });
      added += 1;
    }
    return added;
  });
}

export async function removeLink(db: Kysely<DB>, siteId: string, id: string) {
  if (!(await q.findLink(db, siteId, id))) throw NavigationErrors.linkNotFound();
  await db.transaction().execute((trx) => q.deleteLink(trx, siteId, id));
}
