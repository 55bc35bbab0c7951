import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, TestClient } from '#testing/test-app';
import { DEMO_IDENTIFIER, seedDemo } from './demo';

describeEachDatabase('the demo site’s announcement bar and popup', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    await seedDemo(app);
  });
  afterAll(() => app.close());

  it('announce the workshop on every page and offer the newsletter after a scroll, once a fortnight', async () => {
    const page = await new TestClient(app, `${DEMO_IDENTIFIER}.localhost`).request('GET', '/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Wheel and glaze workshops this month');
    const context = JSON.parse(
      page.body.match(/<script id="site-context" type="application\/json"[^>]*>([\s\S]*?)<\/script>/)![1]!,
    );
    expect(context.showAnnouncementBar).toBe(true);
    expect(context.websiteSettings.popupOverlaySettings).toMatchObject({
      style: 'card',
      content: 'newsletter',
      trigger: 'scroll',
      displayFrequency: 14,
      showUntilSignup: true,
    });
    expect(page.body).toContain('Letters from the studio');
  });
});
