import { containsNul, newId, nulPath } from '@atelier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AnalyticsErrors } from '#modules/analytics/analytics.errors';
import {
  ButtonCensus,
  ConsentRecord,
  FormRender,
  JavascriptErrors,
  OverlayCensus,
  PerformanceRecordList,
  PerformanceRecordsText,
  QuickViewParams,
  RecordEvent,
  RecordHit,
  TraceBody,
  TrackQuery,
  V1Event,
} from '#modules/analytics/analytics.schemas';
import { formFields, strictReportBodies } from '#modules/analytics/analytics-bodies';
import {
  buttonRow,
  consentRow,
  formRenderRow,
  formSubmitRow,
  jsErrorRows,
  overlayRow,
  pageViewRow,
  performanceRows,
  quickViewRow,
  type Reporter,
  traceRows,
  trackRow,
  v1EventRow,
  variantEventRow,
} from '#modules/analytics/analytics-ingest';
import { EventKind } from '#modules/analytics/analytics-rows';
import { fromEditor, isOwnView } from '#modules/analytics/own-views';
import { firstOccurrences, ReportQuota, rowBytes, secondsToNextDay } from '#modules/analytics/report-limits';
import { type ReportRows, ReportWriter } from '#modules/analytics/report-writer';
import { isVisitorDataRestricted } from '#modules/analytics/visitor-data';
import { parseInput } from '#platform/errors/validation';
import { sendRaw } from '#platform/http/hot-routes/raw-reply';
import { readableBody, readBody, utf8Text } from '#platform/http/hot-routes/raw-request';
import { nulCharacterError } from '#platform/http/text-input.plugin';
import { hostName } from '#platform/tenancy/tenancy.plugin';
import { signedInMember } from '#render/member-session';

const KB = 1024;
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Reports one client address may send one site per minute. A busy visitor's page sends a page
 * view, a few renders and clicks, traces and performance records: a few dozen calls a minute. A
 * script flooding the site's statistics (and its database) is refused with 429 and stores nothing.
 */
export const REPORTS_PER_MINUTE = 600;

/** Consent answers one address may record on one site per hour: a visitor answers once or twice. */
export const CONSENTS_PER_HOUR = 20;
/** Room a first JavaScript error takes beyond its event row: its entry in js_error_repeats. */
const REPEAT_ENTRY_BYTES = 150;

/**
 * Visitor calls, no sign-in and no crumb: a visitor of a cached page has none, and a crumb bound to
 * no session would prove nothing about who reports. RecordJavascriptErrors sends the crumb header
 * where the page has one; it is not required, for the same reason.
 */
const VISITOR = { config: { crumb: false }, bodyLimit: 64 * KB };
/** A queue of ten error reports with 5000-character stacks, and room for their other fields. */
const ERRORS = { config: { crumb: false }, bodyLimit: 96 * KB };
const RECORDS = { config: { crumb: false }, bodyLimit: 128 * KB };
/** No HEAD twin: a HEAD request would be counted like the image request. */
const GET_ONLY = { exposeHeadRoute: false };

/** A 1x1 transparent GIF: Track is requested as an image. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The reporting calls of the visitor runtime on a site host (spec 000 §7, spec 001 §7): each body
 * is checked against its schema and stored through the group-commit writer; the answer comes only
 * once the rows are committed. Anything malformed is a 400 and stores nothing.
 */
export async function analyticsIngestRoutes(app: FastifyInstance): Promise<void> {
  const writer = new ReportWriter(app.db);
  const quota = new ReportQuota(app.db, app.config.limits.reportBytesPerSitePerDay);
  app.addHook('onClose', () => writer.close());

  /** Refuses the report once the site's storage for the day is spent; nothing of it is stored. */
  const charge = async (siteId: string, bytes: number) => {
    if (!(await quota.charge(siteId, bytes))) {
      throw AnalyticsErrors.quotaExceeded(undefined, undefined, secondsToNextDay());
    }
  };
  strictReportBodies(app);
  app.addHook('onRequest', async (request) => {
    const site = request.site;
    if (request.hostKind !== 'site' || !site) return; // refused as noSite by the route
    const decision = await app.rateLimiter.hit(`reports:${site.id}:${request.ip}`, REPORTS_PER_MINUTE, 60);
    if (!decision.allowed) throw AnalyticsErrors.rateLimited(undefined, undefined, decision.retryAfter);
  });

  function reporterOf(request: FastifyRequest): Reporter {
    const site = request.site;
    if (request.hostKind !== 'site' || !site) throw AnalyticsErrors.noSite();
    const userAgent = request.headers['user-agent'];
    return {
      siteId: site.id,
      restricted: isVisitorDataRestricted(site),
      secret: app.secret,
      host: hostName(request.headers.host),
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 1000) : undefined,
      cookies: request.cookies,
      languages: site.languages,
    };
  }

  /** Charges the site's daily quota for the rows, then stores them (group commit). */
  const storeRows = async (rows: ReportRows) => {
    const siteId = rows.events?.[0]?.website_id ?? rows.consents?.[0]?.website_id;
    if (siteId) {
      let bytes = 0;
      for (const row of rows.events ?? []) bytes += rowBytes(row);
      bytes += (rows.consents?.length ?? 0) * 120;
      await charge(siteId, bytes);
    }
    await writer.write(rows);
  };
  const store = async (reply: FastifyReply, rows: ReportRows, status = 204) => {
    await storeRows(rows);
    return reply.status(status).header('Cache-Control', 'no-store').send();
  };
  /** Stores analytics rows unless the owner is looking (spec 000 §6); the answer is the same either way. */
  const count = async (
    request: FastifyRequest,
    reply: FastifyReply,
    rows: () => ReportRows,
    status = 204,
  ) => {
    // Checked first either way: a malformed report is a 400 from everyone.
    const checked = rows();
    // A visitor's report spends the site's daily quota like any other; the owner's own views store nothing.
    if (!(await isOwnView(app, request))) return store(reply, checked, status);
    return reply.status(status).header('Cache-Control', 'no-store').send();
  };

  app.post('/api/census/RecordHit', VISITOR, async (request, reply) => {
    // A member's page view names them (the hot route below never sees a member's cookie).
    const signedIn = await signedInMember(app, request);
    const reporter = {
      ...reporterOf(request),
      ...(signedIn
        ? { member: { id: signedIn.member.id, locale: signedIn.member.locale ?? request.site!.locale } }
        : {}),
    };
    return count(request, reply, () => ({
      events: [pageViewRow(reporter, parseInput(RecordHit, request.body))],
    }));
  });

  // The same call answered from the HTTP server, with the same checks in the same order (see
  // platform/http/hot-routes): a visitor's page views are most of what a site is sent.
  app.hotRoutes.add('POST', '/api/census/RecordHit', (request, response) => {
    if (readableBody(request.raw, VISITOR.bodyLimit) !== FORM_TYPE) return false;
    return (async () => {
      const { site, ip, raw } = request;
      const decision = await app.rateLimiter.hit(`reports:${site.id}:${ip}`, REPORTS_PER_MINUTE, 60);
      if (!decision.allowed) throw AnalyticsErrors.rateLimited(undefined, undefined, decision.retryAfter);
      const text = utf8Text(await readBody(raw));
      if (text === null) throw AnalyticsErrors.notUtf8();
      const body = formFields(text);
      if (containsNul(body)) throw nulCharacterError(nulPath(body) || 'body');
      const userAgent = raw.headers['user-agent'];
      const reporter: Reporter = {
        siteId: site.id,
        restricted: isVisitorDataRestricted(site),
        secret: app.secret,
        host: hostName(raw.headers.host),
        userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 1000) : undefined,
        cookies: request.cookies,
        languages: site.languages,
      };
      const rows = { events: [pageViewRow(reporter, parseInput(RecordHit, body))] };
      // A signed-in owner's report goes to the app; one from the editor's pages is not stored.
      if (!fromEditor(raw)) await storeRows(rows);
      sendRaw(request, response, 204, { 'Cache-Control': 'no-store' });
    })();
  });

  for (const [path, kind] of [
    ['/api/census/button-render', EventKind.buttonRender],
    ['/api/census/button-click', EventKind.buttonClick],
  ] as const) {
    app.post(path, VISITOR, async (request, reply) => {
      const reporter = reporterOf(request);
      return count(request, reply, () => ({
        events: [buttonRow(reporter, kind, parseInput(ButtonCensus, request.body))],
      }));
    });
  }

  app.post('/api/census/form-render', VISITOR, async (request, reply) => {
    const reporter = reporterOf(request);
    return count(request, reply, () => ({
      events: [formRenderRow(reporter, parseInput(FormRender, request.body))],
    }));
  });

  // The submission's half of a form's conversion, sent by the form's page once the server accepted it.
  app.post('/api/census/form-submit', VISITOR, async (request, reply) => {
    const reporter = reporterOf(request);
    return count(request, reply, () => ({
      events: [formSubmitRow(reporter, parseInput(FormRender, request.body))],
    }));
  });

  app.post('/api/census/overlay', VISITOR, async (request, reply) => {
    const reporter = reporterOf(request);
    return count(request, reply, () => ({
      events: [overlayRow(reporter, parseInput(OverlayCensus, request.body))],
    }));
  });

  app.post('/api/census/RecordQuickView/:id', VISITOR, async (request, reply) => {
    const reporter = reporterOf(request);
    const { id } = parseInput(QuickViewParams, request.params);
    return count(request, reply, () => ({ events: [quickViewRow(reporter, id)] }));
  });

  app.post('/api/census/consent', VISITOR, async (request, reply) => {
    const { siteId } = reporterOf(request);
    const input = parseInput(ConsentRecord, request.body);
    const hourly = await app.rateLimiter.hit(`consent:${siteId}:${request.ip}`, CONSENTS_PER_HOUR, 3600);
    if (!hourly.allowed) throw AnalyticsErrors.rateLimited(undefined, undefined, hourly.retryAfter);
    // The same answer from the same address within a day is one answer: it is logged once.
    const answer = `${input.revision}|${input.choice}|${input.method}|${input.bannerVersion}`;
    const repeat = await app.rateLimiter.hit(`consent-seen:${siteId}:${request.ip}:${answer}`, 1, 86_400);
    if (!repeat.allowed) return reply.status(204).header('Cache-Control', 'no-store').send();
    return store(reply, { consents: [consentRow(siteId, input)] });
  });

  app.get('/api/track/Track', GET_ONLY, async (request, reply) => {
    const reporter = reporterOf(request);
    const row = trackRow(reporter, parseInput(TrackQuery, request.query));
    if (!(await isOwnView(app, request))) {
      await charge(reporter.siteId, rowBytes(row));
      await writer.write({ events: [row] });
    }
    return reply.header('Cache-Control', 'no-store').type('image/gif').send(PIXEL);
  });

  app.post('/api/events/Trace', VISITOR, async (request, reply) => {
    const reporter = reporterOf(request);
    return store(reply, { events: traceRows(reporter, parseInput(TraceBody, request.body)) });
  });

  app.post('/api/events/RecordJavascriptErrors', ERRORS, async (request, reply) => {
    const reporter = reporterOf(request);
    const rows = jsErrorRows(reporter, parseInput(JavascriptErrors, request.body));
    // Charged before anything is written, repeats included: their counting costs storage too.
    let bytes = 0;
    for (const row of rows) bytes += rowBytes(row) + REPEAT_ENTRY_BYTES;
    await charge(reporter.siteId, bytes);
    const fresh = await firstOccurrences(app.db, rows);
    if (fresh.length > 0) await writer.write({ events: fresh });
    return reply.status(204).header('Cache-Control', 'no-store').send();
  });

  app.post('/api/events/RecordEvent', VISITOR, async (request, reply) => {
    const reporter = reporterOf(request);
    return count(request, reply, () => ({
      events: [variantEventRow(reporter, parseInput(RecordEvent, request.body))],
    }));
  });

  // 202: the events host's answer, which the runtime counts as success with 200 (spec 001 §7).
  app.post('/api/v1/events', VISITOR, async (request, reply) => {
    const reporter = reporterOf(request);
    return count(
      request,
      reply,
      () => ({ events: [v1EventRow(reporter, parseInput(V1Event, request.body))] }),
      202,
    );
  });

  app.get('/api/1/performance/settings', GET_ONLY, async (request, reply) => {
    reporterOf(request);
    return reply.header('Cache-Control', 'no-store').send({ pageLoadId: newId() });
  });

  app.post('/api/1/performance/records', RECORDS, async (request, reply) => {
    const reporter = reporterOf(request);
    const records =
      typeof request.body === 'string'
        ? parseInput(PerformanceRecordsText, request.body)
        : parseInput(PerformanceRecordList, request.body);
    return store(reply, { events: performanceRows(reporter, records) });
  });
}
