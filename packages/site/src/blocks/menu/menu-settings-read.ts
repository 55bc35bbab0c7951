import { isRecord, readText } from '../settings-guards';

export interface MenuItemView {
  name: string;
  description?: string;
  price?: string;
}

export interface MenuSectionView {
  title?: string;
  items: MenuItemView[];
}

export interface MenuTabView {
  title: string;
  sections: MenuSectionView[];
}

export interface MenuView {
  tabs: MenuTabView[];
  currencyNote?: string;
}

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isRecord) : [];

function readItem(record: Record<string, unknown>): MenuItemView | null {
  const name = readText(record, 'name');
  if (!name) return null;
  return { name, description: readText(record, 'description'), price: readText(record, 'price') };
}

function readSection(record: Record<string, unknown>): MenuSectionView | null {
  const items = list(record.items)
    .map(readItem)
    .filter((item) => item !== null);
  const title = readText(record, 'title');
  return title || items.length > 0 ? { title, items } : null;
}

/**
 * A menu's settings as the block shows them, or null without a tab. Items without a name and
 * sections without a title or an item are left out; a tab without a title is named by its place.
 */
export function readMenuSettings(settings: unknown): MenuView | null {
  if (!isRecord(settings)) return null;
  const tabs = list(settings.tabs).map((tab, index) => ({
    title: readText(tab, 'title') ?? `Tab ${index + 1}`,
    sections: list(tab.sections)
      .map(readSection)
      .filter((section) => section !== null),
  }));
  if (tabs.length === 0) return null;
  return { tabs, currencyNote: readText(settings, 'currencyNote') };
}

/** The words a visitor reads in the menu, for site search: titles, names, descriptions. */
export function menuBlockText(settings: unknown): string {
  const menu = readMenuSettings(settings);
  if (!menu) return '';
  const words: (string | undefined)[] = [];
  for (const tab of menu.tabs) {
    words.push(tab.title);
    for (const section of tab.sections) {
      words.push(section.title);
      for (const item of section.items) words.push(item.name, item.description);
    }
  }
  words.push(menu.currencyNote);
  return words.filter(Boolean).join('\n');
}
