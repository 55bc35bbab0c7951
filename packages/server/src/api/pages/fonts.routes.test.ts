import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontStylesheetAddress } from '#modules/fonts/fonts.service';
import { fontsRoutes } from './fonts.routes';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(fontsRoutes);
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

function faceRules(css: string): string[] {
  return css.match(/@font-face \{[^}]*\}/g) ?? [];
}

/** The stylesheet with its files' content hashes left out, to compare with the package's names. */
const unhashed = (css: string) => css.replace(/\.[0-9a-f]{16}\.woff2/g, '.woff2');

describe('GET /fonts/css', () => {
  it('answers one family at the default weight with swap, our own file URLs and unicode ranges', async () => {
    const response = await app.inject('/fonts/css?family=Inter');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const rules = faceRules(unhashed(response.body));
    // Inter ships seven unicode subsets, one rule each.
    expect(rules).toHaveLength(7);
    for (const rule of rules) {
      expect(rule).toContain("font-family: 'Inter';");
      expect(rule).toContain('font-weight: 400;');
      expect(rule).toContain('font-style: normal;');
      expect(rule).toContain('font-display: swap;');
      expect(rule).toMatch(
        /src: url\(\/fonts\/files\/inter\/inter-[a-z-]+-400-normal\.woff2\) format\('woff2'\);/,
      );
      expect(rule).toMatch(/unicode-range: U\+[0-9A-F]/);
    }
    expect(unhashed(response.body)).toContain(
      "src: url(/fonts/files/inter/inter-latin-400-normal.woff2) format('woff2');\n  unicode-range: U+0000-00FF,",
    );
    expect(response.body).not.toMatch(/https?:|\.woff\)/);
  });

  it('answers several families and weights from repeated parameters and | lists', async () => {
    const response = await app.inject('/fonts/css?family=Inter:400,700&family=Lora|Space+Grotesk:300');
    expect(response.statusCode).toBe(200);
    const rules = faceRules(response.body);
    const variants = new Set(
      rules.map(
        (rule) => `${/font-family: '([^']+)'/.exec(rule)?.[1]} ${/font-weight: (\d+)/.exec(rule)?.[1]}`,
      ),
    );
    expect([...variants]).toEqual(['Inter 400', 'Inter 700', 'Lora 400', 'Space Grotesk 300']);
    expect(unhashed(response.body)).toContain('/fonts/files/lora/lora-latin-400-normal.woff2');
    expect(unhashed(response.body)).toContain(
      '/fonts/files/space-grotesk/space-grotesk-latin-300-normal.woff2',
    );
  });

  it('answers italic variants spelled 400italic and 700i', async () => {
    const response = await app.inject('/fonts/css?family=Playfair+Display:400italic,700i');
    expect(response.statusCode).toBe(200);
    const rules = faceRules(response.body);
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((rule) => rule.includes('font-style: italic;'))).toBe(true);
    expect(unhashed(response.body)).toContain(
      '/fonts/files/playfair-display/playfair-display-latin-400-italic.woff2',
    );
    expect(unhashed(response.body)).toContain(
      '/fonts/files/playfair-display/playfair-display-latin-700-italic.woff2',
    );
  });

  it('matches family names whatever their case and spacing', async () => {
    const response = await app.inject('/fonts/css?family=open%20SANS:600');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("font-family: 'Open Sans';");
  });

  it('sends an ETag and answers 304 when the browser already holds that stylesheet', async () => {
    const first = await app.inject('/fonts/css?family=Lora:400,700');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      url: '/fonts/css?family=lora:700,400',
      headers: { 'if-none-match': `"stale", W/${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await app.inject({ url: '/fonts/css?family=Lora:500', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it.each([
    ['/fonts/css', 'missing_family', /family=/],
    ['/fonts/css?family=', 'missing_family', /family=/],
    ['/fonts/css?family=%7C', 'missing_family', /family=/],
    ['/fonts/css?family=Comic+Sans', 'unknown_font_family', /"Comic Sans".*Inter.*IBM Plex Mono/],
    ['/fonts/css?family=Inter|Papyrus:700', 'unknown_font_family', /"Papyrus"/],
    [
      '/fonts/css?family=Space+Grotesk:400italic',
      'unavailable_weight',
      /400italic.*300, 400, 500, 600, 700\./,
    ],
    [
      '/fonts/css?family=Lora:300',
      'unavailable_weight',
      /Lora has no weight 300\. Available: 400, 400italic/,
    ],
    ['/fonts/css?family=Inter:heavy', 'unavailable_weight', /"heavy" is not a weight/],
    ['/fonts/css?family=Inter:constructor', 'unavailable_weight', /"constructor" is not a weight/],
  ])('%s answers 400 with code %s', async (url, code, message) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body.code).toBe(code);
    expect(body.error).toMatch(message);
  });
});

describe('GET /fonts/css/<hash>', () => {
  it('serves a stylesheet at its content address for good, with an ETag', async () => {
    const plain = await app.inject('/fonts/css?family=Inter:400,600|Lora:700');
    const address = fontStylesheetAddress(['Inter:400,600', 'Lora:700']);
    expect(address).toMatch(/^\/fonts\/css\/[0-9a-f]{16}\?family=Inter:400,600\|Lora:700$/);
    const response = await app.inject(address);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(plain.headers.etag);
    expect(response.body).toBe(plain.body);
    const again = await app.inject({ url: address, headers: { 'if-none-match': plain.headers.etag } });
    expect(again.statusCode).toBe(304);
  });

  it('gives another family another address', () => {
    expect(fontStylesheetAddress(['Lora:400']).split('?')[0]).not.toBe(
      fontStylesheetAddress(['Merriweather:400']).split('?')[0],
    );
  });

  it('leads an address whose stylesheet has changed to the current one, without caching the detour', async () => {
    const response = await app.inject('/fonts/css/0123456789abcdef?family=Lora:400');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(fontStylesheetAddress(['Lora:400']));
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('refuses an address that is no hash, and a bad family as the plain route does', async () => {
    expect((await app.inject('/fonts/css/not-a-hash?family=Lora')).statusCode).toBe(404);
    const bad = await app.inject('/fonts/css/0123456789abcdef?family=Comic+Sans');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('unknown_font_family');
  });
});

describe('GET /fonts/files/:slug/:file', () => {
  it('serves the real woff2 bytes at their content address for good, with an ETag and open CORS', async () => {
    const css = (await app.inject('/fonts/css?family=Inter:400')).body;
    const address = /url\((\/fonts\/files\/inter\/inter-latin-400-normal\.[0-9a-f]{16}\.woff2)\)/.exec(
      css,
    )?.[1];
    expect(address).toBeDefined();
    const response = await app.inject(address!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers.etag).toBe(`"${address!.split('.').at(-2)}"`);
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(Number(response.headers['content-length'])).toBeGreaterThan(1000);
    const again = await app.inject({ url: address!, headers: { 'if-none-match': response.headers.etag } });
    expect(again.statusCode).toBe(304);
  });

  it('keeps serving the address without a hash, revalidated daily', async () => {
    const response = await app.inject('/fonts/files/inter/inter-latin-400-normal.woff2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('leads a hash of other bytes to the file as it is now', async () => {
    const response = await app.inject('/fonts/files/inter/inter-latin-400-normal.0123456789abcdef.woff2');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(
      /^\/fonts\/files\/inter\/inter-latin-400-normal\.[0-9a-f]{16}\.woff2$/,
    );
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves every file a stylesheet points at', async () => {
    const css = (await app.inject('/fonts/css?family=IBM+Plex+Mono:400i')).body;
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(urls.length).toBe(5);
    for (const url of urls) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it.each([
    '/fonts/files/comic-sans/inter-latin-400-normal.woff2',
    '/fonts/files/lora/inter-latin-400-normal.woff2',
    '/fonts/files/inter/inter-latin-400-normal.woff',
    '/fonts/files/inter/inter-latin-450-normal.woff2',
    '/fonts/files/inter/INTER-LATIN-400-NORMAL.woff2',
    '/fonts/files/inter/inter-latin-400-normal.0123456789ABCDEF.woff2',
    '/fonts/files/inter/inter-latin-400-normal.0123.woff2',
    '/fonts/files/__proto__/inter-latin-400-normal.woff2',
    '/fonts/files/inter/',
    '/fonts/files/inter',
  ])('%s answers 404 JSON', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No such font file.', code: 'not_found' });
  });
});

describe('path traversal under /fonts/files', () => {
  it.each([
    // Relative to the inter files folder these all name files that exist.
    '/fonts/files/inter/..%2Fpackage.json',
    '/fonts/files/inter/..%2F..%2Flora%2Fpackage.json',
    '/fonts/files/inter/..%2F..%2F..%2F..%2Fpackage.json',
    '/fonts/files/inter/..%2F..%2F..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '/fonts/files/inter/..%252F..%252Fpackage.json',
    '/fonts/files/inter/%2E%2E%2Fmetadata.json',
    '/fonts/files/inter/..%5C..%5Cpackage.json',
    '/fonts/files/..%2F..%2Flora/lora-latin-400-normal.woff2',
    '/fonts/files/inter/%2Fetc%2Fpasswd',
    '/fonts/files/inter/%2Fwork%2Fmain%2Fpackage.json',
    '/fonts/files/%2Fetc/passwd',
    '/fonts/files/inter/files/inter-latin-400-normal.woff2',
    '/fonts/files/inter/inter-latin-400-normal.woff2%00.json',
    '/fonts/files/inter/..%2Ffiles%2Finter-latin-400-normal.woff2',
  ])('%s answers the files 404 and leaks nothing', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No such font file.', code: 'not_found' });
  });

  it.each(['/fonts/files/inter/../../package.json', '/fonts/files/../../../../etc/passwd'])(
    '%s never reaches a file outside the fonts',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(/"name"|root:/);
    },
  );
});

describe('GET /fonts/families', () => {
  it('lists the 14 families with the weights and styles the picker may offer', async () => {
    const response = await app.inject('/fonts/families');
    expect(response.statusCode).toBe(200);
    const { families } = response.json();
    expect(families).toHaveLength(14);
    expect(families[0]).toEqual({
      name: 'Inter',
      slug: 'inter',
      category: 'sans-serif',
      weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
      styles: ['normal', 'italic'],
    });
    expect(families).toContainEqual({
      name: 'Space Grotesk',
      slug: 'space-grotesk',
      category: 'sans-serif',
      weights: [300, 400, 500, 600, 700],
      styles: ['normal'],
    });
  });
});
