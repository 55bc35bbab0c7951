import type { MenuNode } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { sellsInMenu } from './page-renderer';
import { documentTitle } from './page-seo';

describe('the browser tab’s title', () => {
  it('names the page and then the site, the site once', () => {
    expect(documentTitle('Ceramics', 'Kiln & Clay Studio')).toBe('Ceramics — Kiln & Clay Studio');
    expect(documentTitle('Kiln & Clay Studio', 'Kiln & Clay Studio')).toBe('Kiln & Clay Studio');
    expect(documentTitle('Store · Kiln & Clay Studio', 'Kiln & Clay Studio')).toBe(
      'Store · Kiln & Clay Studio',
    );
    expect(documentTitle('', 'Kiln & Clay Studio')).toBe('Kiln & Clay Studio');
    expect(documentTitle('Shop', '')).toBe('Shop');
  });
});

describe('the cart in the header', () => {
  const entry = (title: string, extra: Partial<MenuNode> = {}): MenuNode => ({
    kind: 'page',
    id: title,
    title,
    href: `/${title.toLowerCase()}`,
    newWindow: false,
    position: 0,
    children: [],
    ...extra,
  });

  it('shows for a store page at any address and either level of the menu, not for other pages', () => {
    expect(sellsInMenu([entry('About'), entry('Ceramics', { store: true })])).toBe(true);
    expect(sellsInMenu([entry('Shop', { children: [entry('Gifts', { store: true })] })])).toBe(true);
    expect(sellsInMenu([entry('About'), entry('Store')])).toBe(false);
    expect(sellsInMenu([entry('Our shop', { kind: 'link', href: '/store' })])).toBe(true);
    expect(sellsInMenu([])).toBe(false);
  });
});
