import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, TestClient } from '#testing/test-app';
import { DEMO_IDENTIFIER, seedDemo } from './demo';

describeEachDatabase('the demo site’s cookie banner', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    await seedDemo(app);
  });
  afterAll(() => app.close());

  it('is shown to a new visitor, opt-in with Accept and Decline buttons, with nothing tracked before they accept', async () => {
    const page = await new TestClient(app, `${DEMO_IDENTIFIER}.localhost`).request('GET', '/');
    expect(page.statusCode).toBe(200);
    const context = JSON.parse(
      page.body.match(/<script id="site-context" type="application\/json"[^>]*>([\s\S]*?)<\/script>/)![1]!,
    );
    expect(context.cookieSettings).toMatchObject({
      isCookieBannerEnabled: true,
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaVariant: 'BUTTON',
      isRestrictiveCookiePolicyEnabled: true,
    });
  });
});
