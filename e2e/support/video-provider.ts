import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';

/** A player page that keeps every cross-window message it is sent, as the providers' players obey them. */
const PLAYER = `<!doctype html><html><head><title>player</title></head><body>
<p id="state">loaded</p>
<script>
  window.received = [];
  addEventListener('message', (event) => {
    window.received.push(event.data);
    document.getElementById('state').textContent = String(event.data);
  });
</script></body></html>`;

/**
 * A local stand-in for YouTube and Vimeo: their player addresses (/embed/{id}, /video/{id}) and
 * Vimeo's documented oEmbed endpoint (/api/oembed.json?url=…), whose account_type is "basic" for
 * the video ids listed in `basicIds`.
 */
export async function startVideoProvider(basicIds: readonly string[] = []): Promise<{
  url: string;
  close(): Promise<void>;
}> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider.invalid');
    if (/^\/(embed|video)\/[\w-]+$/.test(url.pathname)) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PLAYER);
      return;
    }
    if (url.pathname === '/api/oembed.json') {
      const id = /(\d+)\/?$/.exec(url.searchParams.get('url') ?? '')?.[1];
      if (!id) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end('{}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(
        JSON.stringify({
          type: 'video',
          version: '1.0',
          provider_name: 'Vimeo',
          title: `Studio film ${id}`,
          account_type: basicIds.includes(id) ? 'basic' : 'plus',
          width: 640,
          height: 360,
          video_id: Number(id),
        }),
      );
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const PROVIDER_HOSTS =
  /^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com|vimeo\.com)\//;

/**
 * Sends the browser's requests to the providers' hosts to the local stand-in (the page still sees
 * the providers' addresses, so its security policy is tested as it is), and records each one.
 */
export async function routeProviders(context: BrowserContext, providerUrl: string): Promise<string[]> {
  const seen: string[] = [];
  await context.route(PROVIDER_HOSTS, async (route) => {
    const url = new URL(route.request().url());
    seen.push(url.href);
    const response = await route.fetch({ url: `${providerUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  return seen;
}
