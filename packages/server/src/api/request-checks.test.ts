import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { AppError } from '#platform/errors/app-error';
import { REQUEST_CHECKS, type RequestCheck } from '#platform/http/request-checks';
import { createMediaTestApp, describeEachStorage, png, upload } from '#testing/media.test-support';
import { getOverSocket } from '#testing/socket-get';
import { ownerWithSite } from '#testing/test-app';

/** A check added to the one list, refusing requests that carry a marker header. */
const marked: RequestCheck = {
  name: 'marked',
  refuse: (request) =>
    request.headers['x-refuse-me'] === undefined
      ? null
      : new AppError('forbidden', 'test.marked', 'Refused by the marker check.'),
};

/** A bodiless POST over a real socket (fetch would not send our Host header). */
const post = (port: number, path: string, host: string, headers: Record<string, string>) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { host, ...headers } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });

// The paths answered before the framework (cached pages, hot media, hot routes) run the same list of
// checks as every route: a check added to it refuses on all of them, with nothing copied by hand.
describeEachStorage(
  'one list of request checks for the framework and the fast paths',
  (database, storage) => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    let port = 0;
    let image = '';
    const host = 'checked.localhost';

    beforeAll(async () => {
      ({ app, close } = await createMediaTestApp(database.current, { storage }));
      const owner = await ownerWithSite(app, 'checked@example.com', 'checked');
      const { item } = (await upload(app, owner.site, 'tile.png', await png(400, 300))).json();
      image = `${item.url}300.webp`;
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });
    afterEach(() => {
      const at = REQUEST_CHECKS.indexOf(marked);
      if (at !== -1) REQUEST_CHECKS.splice(at, 1);
    });
    afterAll(() => close());

    it('refuses a cached page, a hot derived image and a hot route once a check is added to the list', async () => {
      // Warm both caches: the second GET of each is answered before the framework.
      for (const path of ['/', '/', image, image])
        expect((await getOverSocket(port, path, { host })).status).toBe(200);
      const key = await post(port, '/api/form/FormSubmissionKey', host, {});
      expect(key.status).toBe(200);

      REQUEST_CHECKS.push(marked);
      for (const path of ['/', image]) {
        const refused = await getOverSocket(port, path, { host, 'x-refuse-me': '1' });
        expect(refused.status, path).toBe(403);
        expect(JSON.parse(refused.body.toString()).code).toBe('test.marked');
        // Without the marker the fast path answers as before.
        expect((await getOverSocket(port, path, { host })).status).toBe(200);
      }
      const refusedKey = await post(port, '/api/form/FormSubmissionKey', host, { 'x-refuse-me': '1' });
      expect(refusedKey.status).toBe(403);
      expect(JSON.parse(refusedKey.body).code).toBe('test.marked');
    });

    it('refuses a cross-origin post on the hot route as the framework does', async () => {
      const refused = await post(port, '/api/form/FormSubmissionKey', host, {
        origin: 'http://evil.example',
      });
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body).code).toBe('cross_origin');
    });
  },
);
