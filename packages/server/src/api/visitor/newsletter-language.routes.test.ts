import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  newId,
  newsletterBlock,
  pageFields,
  pageWithBlocks,
  Visitor,
} from '#modules/forms/forms.test-support';
import { confirmationMails } from '#modules/newsletter/newsletter.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { insertSiteLanguages } from '#testing/rows';
import { createTestApp, ownerWithSite } from '#testing/test-app';

describeEachDatabase('a newsletter sign-up on a page in another language', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'lettres.localhost';
  const newsletterId = newId();
  let pageId = '';

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'lettres-owner@example.com', 'lettres');
    pageId = await pageWithBlocks(owner.site, 'news', [newsletterBlock(newsletterId)]);
    await insertSiteLanguages(app.db, owner.siteId, [
      { tag: 'fr', published: true },
      { tag: 'de', published: false },
    ]);
    app.sites.invalidate(owner.siteId);
  });
  afterAll(() => app.close());

  const signUp = async (email: string, pagePath: string) => {
    const response = await new Visitor(app, host).save({
      ...pageFields(newsletterId, pageId, 'newsletter'),
      pagePath,
      form: { email },
    });
    expect(response.statusCode, response.body).toBe(200);
    const subscriber = await app.db
      .selectFrom('newsletter_subscribers')
      .select('locale')
      .where('website_id', '=', owner.siteId)
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const [mail] = await confirmationMails(app, owner.siteId, email);
    return { locale: subscriber.locale, mail: mail! };
  };

  it('records the page’s language and sends the confirmation in it', async () => {
    const { locale, mail } = await signUp('lecteur@example.com', '/fr/news');
    expect(locale).toBe('fr');
    expect(mail.subject).toBe('Confirmez votre inscription à Site lettres');
    expect(mail.text).toContain('/api/newsletter/confirm?token=');
  });

  it('keeps the primary language for a page without a prefix, a hidden language or an odd path', async () => {
    for (const [email, path] of [
      ['reader@example.com', '/news'],
      ['leser@example.com', '/de/news'],
      ['odd@example.com', '/xx/news'],
    ] as const) {
      const { locale, mail } = await signUp(email, path);
      expect(locale, path).toBeNull();
      expect(mail.subject).toBe('Confirm your subscription to Site lettres');
    }
  });
});
