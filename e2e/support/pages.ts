import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './owner';

export const newId = (): string => randomBytes(12).toString('hex');

export interface TestBlock {
  type: number;
  settings: Record<string, unknown>;
}

/**
 * Creates a page on the owner's site holding `blocks` in one section and publishes it, as the
 * editor does. `ownerPage` must be signed in on the site's host. Returns the page id.
 */
export async function publishPageWithBlocks(
  ownerPage: Page,
  slug: string,
  title: string,
  blocks: TestBlock[],
): Promise<string> {
  const created = await api(ownerPage, 'POST', '/api/config/pages', { title, slug });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const pageId = (created.json as { page: { id: string } }).page.id;
  const draft = (await api(ownerPage, 'GET', `/api/config/pages/${pageId}/draft`)).json as {
    revision: number;
  };
  const document = {
    sections: [{ id: newId(), blocks: blocks.map((block) => ({ id: newId(), ...block })) }],
  };
  const saved = await api(ownerPage, 'PUT', `/api/config/pages/${pageId}/draft`, {
    document,
    revision: draft.revision,
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  const published = await api(ownerPage, 'POST', `/api/config/pages/${pageId}/publish`, {});
  expect(published.status, JSON.stringify(published.json)).toBe(200);
  return pageId;
}
