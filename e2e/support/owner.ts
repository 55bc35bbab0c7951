import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningServer } from './server';

/**
 * Calls the owner API from inside a page on the site's host, as the editor does (the crumb cookie
 * sent back as X-CSRF-Token). Node cannot resolve *.localhost names; Chromium can.
 */
export async function api(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const crumb = document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '';
      const response = await fetch(url, {
        method,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(crumb) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { method, url, body },
  );
}

/** Signs the demo owner in on a site host; the returned page stays on that host for api() calls. */
export async function signInOwner(
  context: BrowserContext,
  server: RunningServer,
  base: string,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}/api/auth/session`);
  const response = await api(page, 'POST', '/api/auth/login', {
    email: server.ownerEmail,
    password: server.ownerPassword,
  });
  expect(response.status).toBe(200);
  return page;
}
