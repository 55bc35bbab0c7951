import {
  containsNul,
  FORM_LIMITS,
  type FormRenderState,
  nulPath,
  parseQuery,
  readFormFieldValue,
} from '@atelier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FormCaptcha } from '#modules/forms/form-captcha';
import { FormDirectory } from '#modules/forms/form-directory';
import { displayValues, formFromPost } from '#modules/forms/form-post';
import { FormErrors } from '#modules/forms/forms.errors';
import { PlainFormPost, SaveFormSubmission } from '#modules/forms/forms.schemas';
import {
  acceptSubmission,
  type FormsContext,
  issueSubmissionKey,
  limitRate,
  type SubmissionAttempt,
} from '#modules/forms/forms.service';
import { AppError, type ErrorKind } from '#platform/errors/app-error';
import { sendRaw } from '#platform/http/hot-routes/raw-reply';
import { readableBody, readBody } from '#platform/http/hot-routes/raw-request';
import { nulCharacterError } from '#platform/http/text-input.plugin';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { requestOrigin } from '#platform/tenancy/tenancy.plugin';
import { formAnswerPages, pageUnlocked } from '#render/form-answer-pages';
import { leavePageHtml } from '#render/form-leave-page';
import { mayEnterArea } from '#render/member-session';
import { pagePathLocaleOf } from '#render/page-language';
import { storeSubmission } from '#workflows/forms/submit-form.workflow';

const VISITOR = { config: { crumb: false }, bodyLimit: FORM_LIMITS.maxPayloadBytes };

// The statuses the error handler gives these kinds, for the script-free answer that is a page.
const PAGE_STATUS: Partial<Record<ErrorKind, number>> = {
  invalid: 400,
  login_required: 401,
  // A locked page: the answer is the page, which shows its lock screen.
  forbidden: 403,
  not_found: 404,
  rate_limited: 429,
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Bodies that are not valid UTF-8 are refused rather than read with replacement characters. */
function decodeUtf8(body: Buffer): string | null {
  try {
    return utf8.decode(body);
  } catch {
    return null;
  }
}

/** The app's JSON body parser, strict about the encoding: a parsed body, or the error to answer. */
function jsonBodies(app: FastifyInstance) {
  const json = app.getDefaultJsonParser('error', 'error');
  return (
    request: FastifyRequest | null,
    body: Buffer,
    done: (error: Error | null, value?: unknown) => void,
  ) => {
    const text = decodeUtf8(body);
    if (text === null) return done(FormErrors.unparseable(), undefined);
    json(request as FastifyRequest, text, done);
  };
}

/** Same parsers as the rest of the app, but strict about the encoding (this plugin only). */
function strictBodies(app: FastifyInstance): void {
  const json = jsonBodies(app);
  app.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) =>
    json(request, body as Buffer, done),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    (_request, body, done) => {
      const text = decodeUtf8(body as Buffer);
      if (text === null) return done(FormErrors.unparseable(), undefined);
      done(null, parseQuery(text));
    },
  );
}

/** The site's address as the visitor used it; https when the deployment says its address is. */
// Built from the Host the tenancy plugin resolved to this site, never from one it refused.
const baseUrl = (request: FastifyRequest, _secure?: boolean) => requestOrigin(request);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only a site path or an http(s) address may become a Location header. */
const safeRedirect = (url: string) =>
  !/\p{Cc}/u.test(url) && (/^https?:\/\/[^/\s]/i.test(url) || /^\/(?![/\\])/.test(url));

/** Visitor form calls on a site host (spec 000 §7, §8): keys, captcha, submissions. */
export async function formRoutes(app: FastifyInstance): Promise<void> {
  const context: FormsContext = {
    db: app.db,
    rateLimiter: app.rateLimiter,
    directory: new FormDirectory(app.db),
    captcha: new FormCaptcha(app.secret),
  };
  const answers = formAnswerPages(app);
  strictBodies(app);

  const siteOf = (request: FastifyRequest) => {
    if (request.hostKind !== 'site' || !request.site) throw FormErrors.notConfigured();
    return request.site;
  };

  app.post('/api/form/FormSubmissionKey', VISITOR, async (request, reply) => {
    const site = siteOf(request);
    await limitRate(context, 'key', site, request.ip);
    reply.header('Cache-Control', 'no-store');
    return { key: await issueSubmissionKey(app.db, site.id) };
  });

  app.get('/api/form/captcha-challenge', async (request, reply) => {
    const site = siteOf(request);
    await limitRate(context, 'captcha', site, request.ip);
    reply.header('Cache-Control', 'no-store');
    return context.captcha.challenge();
  });

  /** A scripted submission, checked and stored: the framework route and the hot route share it. */
  async function submit(
    site: SiteRecord,
    ip: string,
    body: unknown,
    unlocked: SubmissionAttempt['unlocked'],
    origin: string,
    inArea: SubmissionAttempt['inArea'],
  ) {
    const input = SaveFormSubmission.safeParse(body);
    if (!input.success) throw FormErrors.unparseable();
    const { formId, pageId, key, captchaKey, form } = input.data;
    const accepted = await acceptSubmission(
      context,
      site,
      ip,
      {
        formId,
        pageId: typeof pageId === 'string' ? pageId : undefined,
        key,
        captchaKey,
        form,
        unlocked,
        inArea,
      },
      true,
    );
    const locale = pagePathLocaleOf(site, input.data.pagePath);
    await storeSubmission(app, { site, baseUrl: origin, locale }, accepted);
  }

  app.post('/api/form/SaveFormSubmission', VISITOR, async (request) => {
    const site = siteOf(request);
    await submit(
      site,
      request.ip,
      request.body,
      pageUnlocked(app, request),
      baseUrl(request, app.config.secureCookies),
      (areaId) => mayEnterArea(app, request, areaId),
    );
    return { success: true };
  });

  // The two calls of a scripted submission answered from the HTTP server, with the same checks in
  // the same order as the routes above (see platform/http/hot-routes).
  const parseJson = jsonBodies(app);
  app.hotRoutes.add('POST', '/api/form/FormSubmissionKey', (request, response) => {
    // A key request carries no body; one that does is the app's to parse and answer.
    if (readableBody(request.raw, VISITOR.bodyLimit) !== '') return false;
    return (async () => {
      await limitRate(context, 'key', request.site, request.ip);
      const key = await issueSubmissionKey(app.db, request.site.id);
      sendRaw(request, response, 200, { 'Cache-Control': 'no-store' }, { key });
    })();
  });
  app.hotRoutes.add('POST', '/api/form/SaveFormSubmission', (request, response) => {
    if (readableBody(request.raw, VISITOR.bodyLimit) !== 'application/json') {
      return false;
    }
    return (async () => {
      const { site } = request;
      const raw = await readBody(request.raw);
      const body = await new Promise<unknown>((resolve, reject) =>
        parseJson(null, raw, (error, value) => (error ? reject(error) : resolve(value))),
      );
      if (body !== undefined && containsNul(body)) throw nulCharacterError(nulPath(body) || 'body');
      // The hot route serves no signed-in member (their cookie sends the request to the app).
      await submit(site, request.ip, body, pageUnlocked(app, request), request.origin, async () => false);
      sendRaw(request, response, 200, {}, { success: true });
    })();
  });

  app.post('/api/form/submit', VISITOR, (request, reply) => submitWithoutScript(request, reply));

  /**
   * A form posted by a browser without JavaScript: the same checks minus the key (a plain form
   * cannot fetch one), answered with the form's page showing the outcome, or the success redirect.
   */
  async function submitWithoutScript(request: FastifyRequest, reply: FastifyReply) {
    if (request.hostKind !== 'site' || !request.site) return answers.sendNotFound(request, reply);
    const site = request.site;
    const meta = PlainFormPost.safeParse(request.body);
    if (!meta.success) return answers.sendNotFound(request, reply);
    const { formId, pageId, captchaKey } = meta.data;
    const form = await context.directory.find(site.id, site.renderGeneration, formId, pageId);
    if (!form) return answers.sendNotFound(request, reply);
    const body = isRecord(request.body) ? request.body : {};
    const posted = formFromPost(form.fields, body);
    try {
      const accepted = await acceptSubmission(
        context,
        site,
        request.ip,
        {
          formId,
          pageId,
          captchaKey,
          form: posted,
          unlocked: pageUnlocked(app, request),
          inArea: (areaId) => mayEnterArea(app, request, areaId),
        },
        false,
      );
      const locale = pagePathLocaleOf(site, body.pagePath);
      await storeSubmission(
        app,
        { site, baseUrl: baseUrl(request, app.config.secureCookies), locale },
        accepted,
      );
    } catch (error) {
      if (!(error instanceof AppError) || !PAGE_STATUS[error.kind]) throw error;
      if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
      const state: FormRenderState = {
        formId,
        status: 'failed',
        values: { ...displayValues(form.fields, posted, readFormFieldValue) },
        errors: { ...error.fields },
        message: error.message,
      };
      return answers.sendFormPage(request, reply, form, state, PAGE_STATUS[error.kind]!);
    }
    if (form.postSubmit.kind === 'redirect' && safeRedirect(form.postSubmit.url)) {
      const url = form.postSubmit.url;
      if (url.startsWith('/')) return reply.redirect(url, 303);
      return reply
        .header('Cache-Control', 'private, no-store')
        .type('text/html; charset=utf-8')
        .send(leavePageHtml(url, site.title, pagePathLocaleOf(site, body.pagePath) ?? site.locale));
    }
    const state: FormRenderState = { formId, status: 'succeeded', values: {}, errors: {} };
    return answers.sendFormPage(request, reply, form, state, 200);
  }
}
