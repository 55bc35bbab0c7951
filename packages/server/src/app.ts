import http from 'node:http';
import path from 'node:path';
import { parseQuery } from '@atelier/domain';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import proxyAddr from '@fastify/proxy-addr';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { apiRoutes } from './api/index';
import { storeScreensPlugin } from './api/pages/store-screens.plugin';
import type { AppConfig } from './config/config';
import { resolveSecret } from './config/secret';
import { serverJobs } from './jobs';
import { StoreOutlines } from './modules/catalogue/store-listing';
import { familyKey, fontCatalogue } from './modules/fonts/fonts.catalogue';
import { otherSiteLanguages } from './modules/languages/languages.queries';
import { HotMedia } from './modules/media/media-hot-responder';
import { mediaScratchCleanup } from './modules/media/media-sweeper';
import { publishedPageVersions } from './modules/pages/pages.queries';
import { paymentsPlugin } from './modules/payments/payments.plugin';
import { type Database, openDatabase } from './platform/db/database';
import { currentPgSchema, migrateToLatest } from './platform/db/migrate';
import { CommonErrors } from './platform/errors/common.errors';
import { compressionPlugin } from './platform/http/compression.plugin';
import { deadlineOptions, guardConnections } from './platform/http/connection-guard';
import { crumbPlugin } from './platform/http/crumb.plugin';
import { errorsPlugin, sendAppError } from './platform/http/errors.plugin';
import { HotRoutes } from './platform/http/hot-routes/hot-routes';
import { privateAnswersPlugin } from './platform/http/private-answers.plugin';
import { requestChecksPlugin } from './platform/http/request-checks.plugin';
import { securityHeadersPlugin } from './platform/http/security-headers.plugin';
import { textInputPlugin } from './platform/http/text-input.plugin';
import type { JobClock } from './platform/jobs/job-clock';
import { jobsPlugin } from './platform/jobs/jobs.plugin';
import { mailPlugin } from './platform/mail/mail.plugin';
import type { Metrics } from './platform/metrics/metrics';
import { metricsPlugin } from './platform/metrics/metrics.plugin';
import { connectRedis } from './platform/redis/redis';
import { MemoryRateLimiter } from './platform/security/rate-limiter';
import { sessionPlugin } from './platform/session/session.plugin';
import type { BlobStore } from './platform/storage/blob-store';
import { openBlobStore } from './platform/storage/open-blob-store';
import { SiteDirectory } from './platform/tenancy/site-directory';
import { tenancyPlugin } from './platform/tenancy/tenancy.plugin';
import { demoAssetsDir, editorDistDir, siteDistDir } from './render/assets';
import { cachedPageResponder } from './render/cached-page-responder';
import { DEMO_ASSETS_PATH, resolveDemoAsset } from './render/demo-assets';
import { editorElsewhere } from './render/editor-address';
import { sendEditorPage } from './render/editor-html';
import { HtmlCache } from './render/html-cache';
import { storeClock } from './workflows/catalogue/store-clock';
import './types';

export interface AppOptions {
  config: AppConfig;
  /** An open database; by default one is opened from the config and migrated. */
  database?: Database;
  logger?: boolean;
  /** Where media bytes live; by default from the config (files under DATA_DIR, or S3). */
  blobs?: BlobStore;
  /** Checks custom-domain proofs; tests give one that resolves names to this machine. */
  domainVerifier?: import('./modules/domains/domain-verifier').DomainVerifier;
  /** The background jobs' clock; tests give a ManualClock and move it. Real time by default. */
  jobClock?: JobClock;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The files the build keeps compressed copies of (and their copies); the answer varies by encoding. */
const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|html|txt|xml|map|webmanifest)(?:\.br|\.gz)?$/;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Cached published pages are answered before the framework sees the request (see
  // render/cached-page-responder.ts); everything else goes to Fastify's own handler.
  let cachedPages: ((request: http.IncomingMessage, response: http.ServerResponse) => boolean) | null = null;
  let hotMedia: ((request: http.IncomingMessage, response: http.ServerResponse) => boolean) | null = null;
  let hotRoutes: HotRoutes | null = null;
  // With METRICS_TOKEN, the paths answered here are counted too (an increment, labels bound once).
  let counted: ReturnType<Metrics['fastPaths']> | null = null;
  const app = Fastify({
    logger: options.logger ? { level: config.logLevel } : false,
    // Per-request lines only with ACCESS_LOG; errors are logged by the error handler either way.
    logController: new LogController({ disableRequestLogging: !config.accessLog }),
    serverFactory: (handler) => {
      const server = http.createServer(deadlineOptions(config.connections), (request, response) => {
        if (cachedPages?.(request, response)) {
          counted?.cachedPage(response);
          return;
        }
        if (hotMedia?.(request, response) || hotRoutes?.respond(request, response)) {
          if (counted) response.on('close', counted.finished);
          return;
        }
        handler(request, response);
      });
      const trusted = config.trustProxy.length > 0 ? proxyAddr.compile(config.trustProxy) : null;
      guardConnections(server, config.connections, (address) => trusted?.(address, 0) ?? false);
      return server;
    },
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
  // On PostgreSQL the migration tables belong to the schema this connection works in: other schemas of
  // a shared database (another deployment's, say) must not pass for ours.
  if (!options.database)
    await migrateToLatest(
      database.db,
      database.engine === 'postgres' ? await currentPgSchema(database.db) : undefined,
    );
  app.decorate('db', database.db);
  app.decorate('engine', database.engine);
  app.decorate('config', config);
  app.decorate('secret', resolveSecret(config.secret, config.dataDir));
  app.decorate(
    'sites',
    new SiteDirectory(
      database.db,
      config.appDomain,
      undefined,
      (siteId) => publishedPageVersions(database.db, siteId),
      (siteId) => otherSiteLanguages(database.db, siteId),
    ),
  );
  app.decorate('rateLimiter', new MemoryRateLimiter());
  app.decorate('pageCache', HtmlCache.forApp(app));
  app.decorate('storeOutlines', new StoreOutlines());
  cachedPages = cachedPageResponder(app);
  app.decorate('hotMedia', new HotMedia());
  hotMedia = app.hotMedia.responder(app);
  app.decorate('blobs', options.blobs ?? openBlobStore(config.storage));
  app.decorate('domainVerifier', options.domainVerifier ?? null);
  if (!options.database) app.addHook('onClose', () => database.close());
  if (config.redisUrl) await connectRedis(app, config.redisUrl, config.redisPrefix);

  // A hot route answers its request from the HTTP server above, before the framework sees it (see
  // platform/http/hot-routes). app.inject() does not pass through the HTTP server, so the same routes
  // also answer from the first request hook: the route tests exercise them as visitors reach them.
  const hot = new HotRoutes(app);
  hotRoutes = hot;
  app.decorate('hotRoutes', hot);
  app.addHook('onRequest', (request, reply, done) => {
    if (hot.respond(request.raw, reply.raw)) reply.hijack();
    done();
  });

  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { parser: (body: string) => parseQuery(body) });
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  counted = app.metrics?.fastPaths() ?? null;
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(tenancyPlugin);
  await app.register(sessionPlugin);
  await app.register(requestChecksPlugin);
  await app.register(crumbPlugin);
  // The background jobs' runner (app.jobs) comes before the mail queue, which it wakes and clocks.
  await app.register(jobsPlugin, options.jobClock ? { clock: options.jobClock } : {});
  await app.register(mailPlugin);
  await app.register(textInputPlugin);
  await app.register(paymentsPlugin);
  await app.register(storeClock);
  await app.register(mediaScratchCleanup);
  // Every background job, from the one list (jobs.ts); the runner starts once the app is ready.
  for (const job of serverJobs(app)) app.jobs.add(app.metrics ? app.metrics.counted(job) : job);
  await app.register(storeScreensPlugin);
  await app.register(privateAnswersPlugin);

  const assets = (root: string, prefix: string) =>
    app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      wildcard: true,
      cacheControl: false,
      // The build writes .br and .gz copies beside each text file (packages/site/precompress.ts).
      preCompressed: true,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', IMMUTABLE);
        if (PRECOMPRESSED.test(file)) res.setHeader('Vary', 'Accept-Encoding');
        // Module scripts load in CORS mode, and the editor's sandboxed preview has an opaque origin.
        res.setHeader('Access-Control-Allow-Origin', '*');
      },
    });
  await assets(path.join(siteDistDir(), 'assets'), '/assets/site/');
  await assets(path.join(editorDistDir(), 'assets'), '/config/assets/');
  // Bundled demo files under content-addressed names, cached for good (render/demo-assets.ts).
  await app.register(fastifyStatic, { root: demoAssetsDir(), serve: false });
  app.get<{ Params: { name: string } }>(`${DEMO_ASSETS_PATH}:name`, (request, reply) => {
    const asset = resolveDemoAsset(request.params.name);
    if (!asset) return reply.callNotFound();
    return reply
      .header('Cache-Control', asset.immutable ? IMMUTABLE : 'public, max-age=86400')
      .sendFile(asset.file, { cacheControl: false });
  });

  // Every route plugin, by surface (api/index.ts). The styles routes learn from the font service's
  // catalogue which family names styles may hold.
  const routeOptions = {
    isKnownFont: (name: string) => fontCatalogue().byName.get(familyKey(name))?.name ?? null,
  };
  for (const routes of apiRoutes) await app.register(routes, routeOptions);

  // The editor lives on the site's own host; on the platform home /config/ leads back home.
  // On a custom domain it is on the site's identifier subdomain instead (spec 000 §2).
  const editor = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const elsewhere = editorElsewhere(request, config.appDomain);
    if (elsewhere) return reply.redirect(elsewhere, 302);
    return request.hostKind === 'site' ? sendEditorPage(reply, 'index.html') : reply.redirect('/', 302);
  };
  app.get('/config', editor);
  app.get('/config/', editor);
  app.get('/config/*', editor);

  app.setNotFoundHandler((request, reply) =>
    sendAppError(
      reply,
      CommonErrors.notFound(undefined, `Nothing here: ${request.method} ${request.url.split('?')[0]}`),
    ),
  );
  return app;
}
