import type { MenuBlockSettings, MenuItem, MenuSection, MenuTab } from '@atelier/domain';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isRecord) : [];
const words = (value: unknown): string => (typeof value === 'string' ? value : '');
const id = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value ? value : fallback;

/**
 * A stored menu as the editor edits it: every list a list, every text a string. Parts without an
 * id (a hand-written draft) get one from their place, which is how translations key them too.
 */
export function readMenu(settings: Record<string, unknown>): MenuBlockSettings {
  const tabs: MenuTab[] = records(settings.tabs).map((tab, t) => ({
    id: id(tab.id, String(t)),
    title: words(tab.title),
    sections: records(tab.sections).map(
      (section, s): MenuSection => ({
        id: id(section.id, String(s)),
        title: words(section.title),
        items: records(section.items).map(
          (item, i): MenuItem => ({
            id: id(item.id, String(i)),
            name: words(item.name),
            ...(typeof item.description === 'string' ? { description: item.description } : {}),
            ...(typeof item.price === 'string' ? { price: item.price } : {}),
          }),
        ),
      }),
    ),
  }));
  const note = words(settings.currencyNote);
  return note ? { tabs, currencyNote: note } : { tabs };
}

/** A copy of `list` with the entry at `index` moved one place earlier (-1) or later (1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export const without = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

export const replaced = <T>(list: readonly T[], index: number, value: T): T[] =>
  list.map((entry, i) => (i === index ? value : entry));

/** An item with an optional text set, or left out when emptied, as the settings shape expects. */
export function withText(item: MenuItem, key: 'description' | 'price', value: string): MenuItem {
  const { [key]: _previous, ...rest } = item;
  return value ? { ...rest, [key]: value } : rest;
}
