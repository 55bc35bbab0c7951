import { cookieSettingsToServer, newId, normaliseCookieBannerSettings } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '#platform/security/password';
import { demoAssetsDir } from '#render/assets';
import { createSite } from '#workflows/sites/create-site.workflow';
import { addDemoAudio } from './demo-audio';
import { addDemoChart } from './demo-chart';
import { addDemoClasses, addDemoClassesShape } from './demo-classes';
import { addDemoDonations } from './demo-donations';
import { addDemoEvents } from './demo-events';
import { addDemoFaq } from './demo-faq';
import { addDemoGalleries } from './demo-galleries';
import { addDemoImageDesigns } from './demo-image-designs';
import { addDemoJournal } from './demo-journal';
import { addDemoLanguages } from './demo-languages';
import { addDemoLayout } from './demo-layout';
import { addDemoMap } from './demo-map';
import { addDemoMarquee } from './demo-marquee';
import { addDemoMembers } from './demo-members';
import { addDemoOverlays } from './demo-overlays';
import { attachDemoDownload } from './demo-recipe-book';
import { addDemoReviews } from './demo-reviews';
import { seedDemoShop } from './demo-shop';
import { addDemoSocial } from './demo-social';
import { addDemoVideo } from './demo-video';
import { importBundledImages } from './media-import';

export const DEMO_IDENTIFIER = 'demo';

/**
 * The demo shows the cookie banner to every new visitor: opt-in, and with the restrictive policy
 * nothing is tracked before they accept. Accept and Decline are two labelled buttons of equal
 * weight, because European guidance (CNIL, EDPB) wants refusing as easy and as clear as accepting.
 */
export const DEMO_COOKIE_SETTINGS = cookieSettingsToServer(
  normaliseCookieBannerSettings({
    isCookieBannerEnabled: true,
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    cookieBannerCtaVariant: 'BUTTON',
    isRestrictiveCookiePolicyEnabled: true,
  }),
);

/**
 * The first start seeds a demo owner and the demo site; later starts leave both as the owner left
 * them (the owner's password is not reset either).
 */
export async function seedDemo(app: FastifyInstance): Promise<{ identifier: string; created: boolean }> {
  const email = app.config.demoOwnerEmail.toLowerCase();
  let owner = await app.db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();
  if (!owner) {
    owner = { id: newId() };
    await app.db
      .insertInto('accounts')
      .values({
        id: owner.id,
        email,
        password_hash: await hashPassword(app.config.demoOwnerPassword),
        display_name: 'Demo Owner',
        created_at: new Date().toISOString(),
        email_verified_at: new Date().toISOString(),
      })
      .execute();
  }
  const site = await app.db
    .selectFrom('websites')
    .select('id')
    .where('identifier', '=', DEMO_IDENTIFIER)
    .executeTakeFirst();
  if (site) return { identifier: DEMO_IDENTIFIER, created: false };
  const created = await createSite(app.db, {
    ownerId: owner.id,
    title: 'Riverside Studio',
    identifier: DEMO_IDENTIFIER,
    templateId: 'studio',
  });
  await app.db
    .updateTable('websites')
    .set({ cookie_settings: JSON.stringify(DEMO_COOKIE_SETTINGS) })
    .where('id', '=', created.id)
    .execute();
  await addDemoGalleries(app.db, created.id);
  await addDemoLayout(app.db, created.id);
  await addDemoFaq(app.db, created.id);
  await addDemoChart(app.db, created.id);
  await addDemoAudio(app, created.id);
  await seedDemoShop(app.db, created.id);
  await addDemoReviews(app.db, created.id);
  await addDemoVideo(app.db, created.id);
  await addDemoClasses(app.db, created.id);
  await addDemoMarquee(app.db, created.id);
  await addDemoMap(app.db, created.id);
  await addDemoSocial(app.db, created.id);
  await addDemoImageDesigns(app.db, created.id);
  await addDemoMembers(app.db, created.id);
  await addDemoDonations(app.db, created.id);
  await addDemoOverlays(app.db, created.id);
  await addDemoJournal(app.db, created.id);
  await addDemoEvents(app.db, created.id);
  await addDemoLanguages(app.db, created.id);
  app.sites.invalidate(created.id);
  await importBundledImages(app, created.id, demoAssetsDir());
  await addDemoClassesShape(app.db, created.id);
  await attachDemoDownload(app, created.id);
  return { identifier: DEMO_IDENTIFIER, created: true };
}
