/**
 * Makes the pictures the platform home shows for each starter template: a site is created from
 * every template on a scratch server, its home page is shot in Chromium, and the shot is stored
 * as a small WebP in packages/server/assets/demo/template-<id>.webp. Run it after changing a
 * template: node --import tsx e2e/template-pictures.ts
 */
import path from 'node:path';
import { SITE_TEMPLATES } from '@atelier/server/content/templates/site-templates';
import { createSite } from '@atelier/server/workflows/sites/create-site.workflow';
import sharp from 'sharp';
import { launchBrowser } from './support/browser';
import { startServer } from './support/server';

const OUT_DIR = path.join(import.meta.dirname, '..', 'packages', 'server', 'assets', 'demo');
const SHOT = { width: 1280, height: 800 };
const PICTURE_WIDTH = 560;

/** A name a real owner of each kind of site might choose. */
const TITLES: Record<string, string> = {
  portfolio: 'Mara Lind',
  shop: 'Fern & Clay',
  restaurant: 'The Quay Kitchen',
  personal: 'Jo Alder',
  services: 'Ledger & Co',
  event: 'Harbour Web Days',
  studio: 'Riverside Studio',
  blank: 'My Site',
};

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const owner = await server.database.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', server.ownerEmail)
      .executeTakeFirstOrThrow();
    const page = await browser.newPage({ viewport: SHOT });
    for (const template of SITE_TEMPLATES) {
      const identifier = `picture-${template.id}`;
      await createSite(server.database.db, {
        ownerId: owner.id,
        title: TITLES[template.id] ?? template.name,
        identifier,
        templateId: template.id,
      });
      await page.goto(server.siteUrl(identifier));
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      const png = await page.screenshot({ type: 'png' });
      const file = path.join(OUT_DIR, `template-${template.id}.webp`);
      const info = await sharp(png).resize({ width: PICTURE_WIDTH }).webp({ quality: 72 }).toFile(file);
      console.log(`${template.id}: ${file} (${info.size} bytes)`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
