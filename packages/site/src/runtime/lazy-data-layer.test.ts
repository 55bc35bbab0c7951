// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDataLayer } from './lazy-data-layer';

describe('lazy data layer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['get', 'post', 'put', 'delete'] as const)(
    '%s goes through the real data layer',
    async (method) => {
      const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
      vi.stubGlobal('fetch', fetch);
      await expect(lazyDataLayer[method]('/api/x', { params: { a: 1 } })).resolves.toEqual({ ok: true });
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(new URL(url).searchParams.get('a')).toBe('1');
      expect(init.method).toBe(method.toUpperCase());
      expect(init.credentials).toBe('include');
    },
  );
});
