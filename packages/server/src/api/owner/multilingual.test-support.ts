import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';
import { startTranslationStandIn, type TranslationStandIn } from '#testing/translation-stand-in';

export const API = '/api/multilingual';

/**
 * A site's owner with the local translation service running, for the multilingual route tests:
 * the app, the stand-in and the owner are set by the time the file's tests run.
 */
export function multilingualSuite(database: TestDatabase, email: string, identifier: string) {
  const suite = {} as {
    app: FastifyInstance;
    standIn: TranslationStandIn;
    owner: Awaited<ReturnType<typeof ownerWithSite>>;
  };
  beforeAll(async () => {
    suite.standIn = await startTranslationStandIn();
    // The stand-in runs on this machine: only a test lets an owner's service address be a private one.
    suite.app = await createTestApp(database.current, { TRANSLATION_PRIVATE_ADDRESSES: 'true' });
    suite.owner = await ownerWithSite(suite.app, email, identifier);
  });
  afterAll(async () => {
    await suite.app.close();
    await suite.standIn.close();
  });

  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    suite.owner.site.request(method, `${API}${path}`, body);
  const generations = async () => {
    const row = await suite.app.db
      .selectFrom('websites')
      .select(['shell_generation', 'catalogue_generation'])
      .where('id', '=', suite.owner.siteId)
      .executeTakeFirstOrThrow();
    return {
      shell_generation: Number(row.shell_generation),
      catalogue_generation: Number(row.catalogue_generation),
    };
  };
  const connectLibre = async () => {
    const response = await call('PUT', '/connection', {
      provider: 'libretranslate',
      endpoint: suite.standIn.url,
      apiKey: suite.standIn.libreKey,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const homePage = async () => {
    const pages = (await suite.owner.site.request('GET', '/api/config/pages')).json().pages as {
      id: string;
      slug: string;
    }[];
    return pages.find((p) => p.slug === 'home')!;
  };
  return { suite, call, generations, connectLibre, homePage };
}
