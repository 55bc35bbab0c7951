/**
 * Menu block (spec 001 §3 block type 18): a restaurant or price menu in tabs, each tab sections of
 * priced items. Prices are the owner's words ("$18", "18 €", "from 40"): a menu is text, not money
 * handling, so nothing here parses or converts them.
 */
export interface MenuItem {
  id: string;
  name: string;
  description?: string;
  price?: string;
}

export interface MenuSection {
  id: string;
  title: string;
  items: MenuItem[];
}

export interface MenuTab {
  id: string;
  title: string;
  sections: MenuSection[];
}

export interface MenuBlockSettings {
  tabs: MenuTab[];
  /** A line under the menu, such as "Prices include VAT." */
  currencyNote?: string;
}

/** The bounds the server holds a menu to, and the editor stops adding at. */
export const MENU_LIMITS = {
  tabs: 10,
  sectionsPerTab: 20,
  itemsPerSection: 100,
  /** Tab and section titles, and item names. */
  title: 120,
  description: 500,
  price: 30,
  currencyNote: 300,
} as const;
