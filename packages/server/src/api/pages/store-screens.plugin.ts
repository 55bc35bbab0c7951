import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { visitorPages } from '#render/public-pages';
import { listenForStoreMarkup } from '#workflows/catalogue/store-markup.workflow';

/**
 * Lets the store's routes answer with their screens (React components of packages/site screens/)
 * inside the site's shell, through sendScreen of render/plain-page.ts.
 */
export const storeScreensPlugin = fp(async (app: FastifyInstance) => {
  listenForStoreMarkup(app.db, (siteId) => app.sites.invalidate(siteId));
  let pages: ReturnType<typeof visitorPages> | null = null;
  // Made on first use: the site assets are read then, as for every other visitor page.
  app.decorate('sendStoreScreen', (request, reply, screen) => {
    pages ??= visitorPages(app);
    return pages.sendStoreScreen(request, reply, screen);
  });
});
