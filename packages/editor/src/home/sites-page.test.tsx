// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformSite, Template } from '../api/api-types';
import { createEditorQueryClient, queryKeys } from '../shared/queries';
import { SitesPage } from './sites-page';

const site = (id: string, title: string): PlatformSite => ({
  id,
  identifier: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  role: 0,
  url: `http://${id}.localhost/`,
  editorUrl: `http://${id}.localhost/config/`,
});
const TEMPLATE: Template = { id: 'studio', name: 'Studio', description: 'A studio', picture: '/studio.png' };

describe('the platform home’s sites', () => {
  let container: HTMLElement;
  let root: Root;
  let client: ReturnType<typeof createEditorQueryClient>;
  const asked: string[] = [];
  let templatesFail = false;

  beforeEach(() => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    asked.length = 0;
    templatesFail = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        asked.push(`${method} ${path}`);
        const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
        if (path === '/api/auth/session') return json({ account: null, crumb: 'c' });
        if (path === '/api/platform/templates') {
          return templatesFail
            ? json({ message: 'The templates are away.' }, 503)
            : json({ templates: [TEMPLATE] });
        }
        if (path === '/api/platform/sites' && method === 'GET')
          return json({ sites: [site('a', 'Old Mill')] });
        if (path === '/api/platform/sites' && method === 'POST') {
          const { title } = JSON.parse(String(init?.body)) as { title: string };
          return json({ site: site('b', title) }, 201);
        }
        return json({ message: 'Not here' }, 404);
      }),
    );
    client = createEditorQueryClient();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  const show = () =>
    act(() =>
      root.render(
        <QueryClientProvider client={client}>
          <SitesPage />
        </QueryClientProvider>,
      ),
    );
  // Waits inside act, so the answers' renders land before the check reads them.
  const until = (check: () => void) => act(() => vi.waitFor(check));
  const listed = () =>
    Array.from(container.querySelectorAll('[data-testid="sites-list"] .site-card__title')).map(
      (h) => h.textContent,
    );
  const type = (name: string, value: string) =>
    act(() => {
      const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });

  it('says it is loading, then lists the sites with the first template chosen', async () => {
    await show();
    expect(container.textContent).toContain('Loading your sites…');
    await until(() => expect(listed()).toEqual(['Old Mill']));
    expect(container.textContent).not.toContain('Loading your sites…');
    expect(container.querySelector<HTMLInputElement>('input[value="studio"]')?.checked).toBe(true);
  });

  it('puts a new site at the head of the list from the answer to its creation, without asking for the list again', async () => {
    await show();
    await until(() => expect(listed()).toEqual(['Old Mill']));
    await type('title', 'Harbour Bakery');
    await act(async () => {
      container.querySelector<HTMLFormElement>('form[aria-label="Create a site"]')!.requestSubmit();
    });
    await until(() => expect(listed()).toEqual(['Harbour Bakery', 'Old Mill']));
    expect(container.textContent).toContain('Harbour Bakery is ready. Open the editor to start building.');
    expect(client.getQueryData<PlatformSite[]>(queryKeys.platformSites)?.map((s) => s.title)).toEqual([
      'Harbour Bakery',
      'Old Mill',
    ]);
    expect(asked.filter((call) => call === 'GET /api/platform/sites')).toHaveLength(1);
    const sent = asked.find((call) => call.startsWith('POST'));
    expect(sent).toBe('POST /api/platform/sites');
  });

  it('shows no list but the reason when the templates cannot be had', async () => {
    templatesFail = true;
    await show();
    await until(() => expect(container.querySelector('[role="alert"]')?.textContent).toBeTruthy());
    expect(listed()).toEqual([]);
    expect(container.textContent).not.toContain('Loading your sites…');
  });

  it('forgets the account’s sites once the page is gone', async () => {
    await show();
    await until(() => expect(listed()).toEqual(['Old Mill']));
    act(() => root.render(<QueryClientProvider client={client}>{null}</QueryClientProvider>));
    await until(() => expect(client.getQueryData(queryKeys.platformSites)).toBeUndefined());
  });
});
