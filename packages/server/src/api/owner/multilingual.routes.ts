import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ConnectionInput,
  FillInput,
  LanguagesInput,
  SiteTextsInput,
  SiteTextsQuery,
} from '#modules/languages/languages.schemas';
import {
  connect,
  connectedProvider,
  disconnect,
  readSettings,
  siteLanguage,
} from '#modules/languages/languages.service';
import {
  PROVIDER_UNAVAILABLE_MESSAGE,
  ProviderUnavailable,
} from '#modules/languages/providers/provider-errors';
import { SiteTextChanges } from '#modules/sites/sites.schemas';
import { changeSiteTexts, readSiteTexts } from '#modules/sites/sites.service';
import { parseInput } from '#platform/errors/validation';
import { requirePermission, requireReadOr } from '#platform/tenancy/permissions';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { storeMarkupChanged } from '#workflows/catalogue/store-markup.workflow';
import { fillMenu, fillPage, fillProduct, fillSiteTexts } from '#workflows/languages/fill.workflow';
import { saveSiteLanguages } from '#workflows/languages/site-languages.workflow';
import { translationStatus } from '#workflows/languages/translation-status.workflow';

const PRIVATE = 'private, no-store';
const FILL = '/api/multilingual/fill';

/**
 * A site in several languages (docs/languages.md "Calls", spec 001 §7): its languages and the
 * translation service (any role reads them, `settings` changes them), how far each language is
 * translated, the site's own texts per language, and machine drafts of what is still untranslated
 * (`pages` for a page or the menu, `store` for a product, `settings` for the site's texts).
 */
export async function multilingualRoutes(app: FastifyInstance): Promise<void> {
  const settings = requireReadOr(app, 'settings');
  const view = requirePermission(app, 'view');
  // Fill checks the permission of what it fills (below), once the body says what that is.
  app.addHook('preHandler', (request) =>
    request.routeOptions.url === FILL ? view(request) : settings(request),
  );
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', PRIVATE);
    return payload;
  });

  // The error kinds have no status for another service's failure: it is answered here, 502.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ProviderUnavailable) {
      reply.log.warn({ reason: error.message }, 'translation service unavailable');
      return reply
        .status(502)
        .send({ error: PROVIDER_UNAVAILABLE_MESSAGE, code: 'languages.provider_unavailable' });
    }
    throw error;
  });

  const siteOf = (request: FastifyRequest) => request.site!;
  const http = () => ({ allowPrivateAddresses: app.config.translationPrivateAddresses });

  app.get('/api/multilingual/settings', async (request) =>
    readSettings(app.db, siteOf(request).id, siteOf(request).locale),
  );

  app.get('/api/multilingual/status', async (request) =>
    translationStatus(app.db, siteOf(request).id, siteOf(request).languages),
  );

  app.put('/api/multilingual/languages', async (request) => {
    const siteId = siteOf(request).id;
    const primary = await saveSiteLanguages(app.db, siteId, parseInput(LanguagesInput, request.body));
    app.sites.invalidate(siteId);
    return readSettings(app.db, siteId, primary);
  });

  app.put('/api/multilingual/connection', async (request) => {
    const site = siteOf(request);
    const input = parseInput(ConnectionInput, request.body);
    await connect(app.db, site.id, input, http(), new Date().toISOString());
    return readSettings(app.db, site.id, site.locale);
  });

  app.delete('/api/multilingual/connection', async (request) => {
    const site = siteOf(request);
    await disconnect(app.db, site.id);
    return readSettings(app.db, site.id, site.locale);
  });

  app.get('/api/multilingual/site-texts', async (request) => {
    const site = siteOf(request);
    const input = parseInput(SiteTextsQuery, request.query);
    const language = await siteLanguage(app.db, site.id, input.language);
    const texts = await readSiteTexts(app.db, site.id);
    return { language: language.tag, texts: texts[language.tag] ?? {} };
  });

  app.patch('/api/multilingual/site-texts', async (request) => {
    const site = siteOf(request);
    const input = parseInput(SiteTextsInput, request.body);
    const changes = parseInput(SiteTextChanges, input.texts);
    const language = await siteLanguage(app.db, site.id, input.language);
    const { texts } = await changeSiteTexts(app.db, site.id, language.tag, changes);
    app.sites.invalidate(site.id);
    return { language: language.tag, texts };
  });

  app.post(FILL, async (request) => {
    const site = siteOf(request);
    const input = parseInput(FillInput, request.body);
    const permission = input.productId ? 'store' : input.subject === 'site' ? 'settings' : 'pages';
    await requirePermission(app, permission)(request);
    const language = await siteLanguage(app.db, site.id, input.language);
    const provider = await connectedProvider(app.db, site.id, http());
    const context = { db: app.db, siteId: site.id, provider, from: site.locale, to: language.tag };
    if (input.pageId) return fillPage(context, input.pageId);
    if (input.productId) {
      const result = await fillProduct(context, input.productId);
      if (result.filled > 0) await storeMarkupChanged(app.db, site.id);
      return result;
    }
    if (input.subject === 'menu') {
      const result = await fillMenu(context);
      if (result.filled > 0) {
        await bumpRenderGeneration(app.db, site.id, new Date().toISOString(), 'site');
        app.sites.invalidate(site.id);
      }
      return result;
    }
    const result = await fillSiteTexts(context);
    if (result.filled > 0) app.sites.invalidate(site.id);
    return result;
  });
}
