import path from 'node:path';
import { parseQuery } from '@atelier/domain';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { analyticsIngestRoutes } from './features/analytics/analytics-ingest.routes';
import { analyticsReportRoutes } from './features/analytics/analytics-report.routes';
import { authRoutes } from './features/auth/auth.routes';
import { consentRoutes } from './features/consent/consent.routes';
import { domainRoutes } from './features/domains/domains.routes';
import { fontsRoutes } from './features/fonts/fonts.routes';
import { formInboxRoutes } from './features/forms/form-inbox.routes';
import { formRoutes } from './features/forms/forms.routes';
import { newsletterRoutes } from './features/newsletter/newsletter.routes';
import { newsletterSubscriberRoutes } from './features/newsletter/newsletter-subscribers.routes';
import { outboxRoutes } from './features/outbox/outbox.routes';
import { pagesRoutes } from './features/pages/pages.routes';
import { faviconRoutes } from './features/public/favicon.routes';
import { publicRoutes } from './features/public/public.routes';
import { platformRoutes, siteConfigRoutes } from './features/sites/sites.routes';
import { crumbPlugin } from './plugins/crumb.plugin';
import { errorsPlugin } from './plugins/errors.plugin';
import { mailPlugin } from './plugins/mail/mail.plugin';
import { privateAnswersPlugin } from './plugins/private-answers.plugin';
import { MemoryRateLimiter } from './plugins/rate-limit/rate-limiter';
import { connectRedis } from './plugins/redis';
import { securityHeadersPlugin } from './plugins/security-headers.plugin';
import { sessionPlugin } from './plugins/session/session.plugin';
import { SiteDirectory } from './plugins/tenancy/site-directory';
import { tenancyPlugin } from './plugins/tenancy/tenancy.plugin';
import { textInputPlugin } from './plugins/text-input.plugin';
import { demoAssetsDir, editorDistDir, siteDistDir } from './render/assets';
import { sendEditorPage } from './render/editor-html';
import { resolveSecret } from './secret';
import './types';

export interface AppOptions {
  config: AppConfig;
  /** An open database; by default one is opened from the config and migrated. */
  database?: Database;
  logger?: boolean;
  /** Checks custom-domain proofs; tests give one that resolves names to this machine. */
  domainVerifier?: import('./features/domains/domain-verifier').DomainVerifier;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ? { level: config.logLevel } : false,
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may name the client's address; by default nobody can.
    ...(config.trustProxy.length > 0 ? { trustProxy: config.trustProxy } : {}),
    routerOptions: { maxParamLength: 200, querystringParser: (query: string) => parseQuery(query) },
  });

  const database =
    options.database ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      sqliteFile: path.join(config.dataDir, 'atelier.sqlite'),
    });
  if (!options.database) await migrateToLatest(database.db);
  app.decorate('db', database.db);
  app.decorate('engine', database.engine);
  app.decorate('config', config);
  app.decorate('secret', resolveSecret(config.secret, config.dataDir));
  app.decorate('sites', new SiteDirectory(database.db, config.appDomain));
  app.decorate('rateLimiter', new MemoryRateLimiter());
  app.decorate('domainVerifier', options.domainVerifier ?? null);
  if (!options.database) app.addHook('onClose', () => database.close());
  if (config.redisUrl) await connectRedis(app, config.redisUrl, config.redisPrefix);

  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { parser: (body: string) => parseQuery(body) });
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(tenancyPlugin);
  await app.register(sessionPlugin);
  await app.register(crumbPlugin);
  await app.register(mailPlugin);
  await app.register(textInputPlugin);
  await app.register(privateAnswersPlugin);

  const assets = (root: string, prefix: string) =>
    app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
    });
  await assets(path.join(siteDistDir(), 'assets'), '/assets/site/');
  await assets(path.join(editorDistDir(), 'assets'), '/config/assets/');
  await app.register(fastifyStatic, {
    root: demoAssetsDir(),
    prefix: '/assets/demo/',
    decorateReply: false,
    maxAge: 86_400_000,
  });

  await app.register(authRoutes);
  await app.register(platformRoutes);
  await app.register(siteConfigRoutes);
  await app.register(domainRoutes);
  await app.register(pagesRoutes);
  await app.register(fontsRoutes);
  await app.register(formRoutes);
  await app.register(formInboxRoutes);
  await app.register(newsletterRoutes);
  await app.register(newsletterSubscriberRoutes);
  await app.register(outboxRoutes);
  await app.register(analyticsIngestRoutes);
  await app.register(analyticsReportRoutes);
  await app.register(consentRoutes);
  await app.register(publicRoutes);
  await app.register(faviconRoutes);

  // The editor lives on the site's own host; on the platform home /config/ leads back home.
  const editor = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) =>
    request.hostKind === 'site' ? sendEditorPage(reply, 'index.html') : reply.redirect('/', 302);
  app.get('/config', editor);
  app.get('/config/', editor);
  app.get('/config/*', editor);

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: `Nothing here: ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' }),
  );
  return app;
}
