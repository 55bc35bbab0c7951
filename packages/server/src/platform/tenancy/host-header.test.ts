import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';
import { hostName } from './tenancy.plugin';

const contextOf = (html: string) => {
  const match = html.match(/<script id="site-context" type="application\/json"[^>]*>([\s\S]*?)<\/script>/);
  if (!match) throw new Error('no site context script');
  return JSON.parse(match[1]!);
};

describe('hostName', () => {
  it('takes host names and ports, and nothing that is not one', () => {
    expect(hostName('Shop.Localhost:3200')).toBe('shop.localhost');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    for (const bad of [
      'shop.localhost:3200@evil.example',
      'shop.localhost@evil.example',
      'shop.localhost/evil',
      'shop.localhost:3200:80',
      'shop.localhost:abc',
      'shop..localhost',
      '',
      'shop.localhost\\@evil.example',
    ]) {
      expect(hostName(bad), bad).toBe('');
    }
  });
});

describeEachDatabase('the Host header', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database.current);
    await ownerWithSite(app, 'host@example.com', 'hosted');
  });
  afterAll(() => app.close());

  it('answers a Host that only starts with a site’s name with the platform’s 404, caching nothing', async () => {
    const forged = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'hosted.localhost:3200@evil.example' },
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).not.toContain('evil.example');
    const page = await app.inject({ method: 'GET', url: '/', headers: { host: 'hosted.localhost:3200' } });
    expect(page.statusCode).toBe(200);
    expect(contextOf(page.body).website.baseUrl).toBe('http://hosted.localhost:3200');
  });

  it('refuses form and newsletter posts under a forged Host, so no mail carries its links', async () => {
    for (const url of ['/api/form/FormSubmissionKey', '/api/form/SaveFormSubmission', '/api/form/submit']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { host: 'hosted.localhost:3200@evil.example', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
