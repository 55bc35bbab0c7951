import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FormDirectory } from '#modules/forms/form-directory';
import { formListingToJson, retiredFormListingToJson } from '#modules/forms/form-listing';
import { submissionsCsv } from '#modules/forms/forms.csv';
import { FormErrors } from '#modules/forms/forms.errors';
import * as q from '#modules/forms/forms.queries';
import { FormParams, MarkRead, SubmissionParams, SubmissionsQuery } from '#modules/forms/forms.schemas';
import { submissionToJson } from '#modules/forms/forms.service';
import { csvStream, pagesByKey } from '#platform/csv/csv';
import type { FormSubmissionsTable } from '#platform/db/schema';
import { parseInput } from '#platform/errors/validation';
import { requirePermission } from '#platform/tenancy/permissions';

/** Ids that are not ours cannot name anything here: the same 404 as an unknown id. */
function paramsOr404<T>(parse: () => T, notFound: () => Error): T {
  try {
    return parse();
  } catch {
    throw notFound();
  }
}

/**
 * The owner's inbox of form and newsletter submissions (site host). The list of forms names
 * nobody (titles, pages, counts) and every role that sees the site reads it; the submissions are
 * what visitors wrote about themselves, so reading them needs `forms`, as changing them does.
 */
export async function formInboxRoutes(app: FastifyInstance): Promise<void> {
  const directory = new FormDirectory(app.db);
  await app.register(async (forms) => formListRoutes(forms, directory));
  await app.register(async (inbox) => submissionRoutes(inbox, directory));
}

async function formListRoutes(app: FastifyInstance, directory: FormDirectory): Promise<void> {
  app.addHook('preHandler', requirePermission(app, 'view'));

  app.get('/api/config/forms', async (request) => {
    const site = request.site!;
    const published = await directory.all(site.id, site.renderGeneration);
    const counts = new Map((await q.submissionCounts(app.db, site.id)).map((row) => [row.form_id, row]));
    const forms = [...published.values()].map(([form]) => formListingToJson(form!, counts.get(form!.formId)));
    const retired = [...counts.keys()].filter((formId) => !published.has(formId));
    for (const formId of retired) {
      const latest = await q.latestSubmission(app.db, site.id, formId);
      if (!latest) continue;
      forms.push(retiredFormListingToJson(formId, latest, counts.get(formId)));
    }
    return { forms };
  });
}

async function submissionRoutes(app: FastifyInstance, directory: FormDirectory): Promise<void> {
  app.addHook('preHandler', requirePermission(app, 'forms'));

  const formParams = (request: FastifyRequest) =>
    paramsOr404(
      () => parseInput(FormParams, request.params),
      () => FormErrors.formNotFound(),
    );
  const submissionParams = (request: FastifyRequest) =>
    paramsOr404(
      () => parseInput(SubmissionParams, request.params),
      () => FormErrors.submissionNotFound(),
    );

  /** A form of this site: published now, or with submissions from before. */
  async function requireForm(request: FastifyRequest, formId: string): Promise<void> {
    const site = request.site!;
    if ((await directory.all(site.id, site.renderGeneration)).has(formId)) return;
    if (!(await q.latestSubmission(app.db, site.id, formId))) throw FormErrors.formNotFound();
  }

  // A page at a time by key: `next` asks for the following page; the first page also counts the
  // list (up to 1,000: `totalCapped` past that).
  app.get('/api/config/forms/:formId/submissions', async (request) => {
    const { formId } = formParams(request);
    const query = parseInput(SubmissionsQuery, request.query);
    await requireForm(request, formId);
    const page = { cursor: query.cursor ?? null, offset: query.offset, limit: query.limit };
    const { rows, next, count } = await q.listSubmissions(
      app.db,
      request.site!.id,
      formId,
      query.q,
      page,
      !query.cursor,
    );
    return { submissions: rows.map(submissionToJson), next, ...count };
  });

  app.get('/api/config/forms/:formId/submissions.csv', async (request, reply) => {
    const { formId } = formParams(request);
    await requireForm(request, formId);
    const siteId = request.site!.id;
    // Streamed a page at a time by key: memory does not grow with the inbox.
    const pages = () =>
      pagesByKey((after: FormSubmissionsTable | null, size) =>
        q.submissionsAfter(app.db, siteId, formId, after, size),
      );
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="form-${formId}-submissions.csv"`)
      .header('Cache-Control', 'private, no-store')
      .send(csvStream(submissionsCsv(pages)));
  });

  const findSubmission = async (request: FastifyRequest) => {
    const { formId, id } = submissionParams(request);
    const row = await q.submissionById(app.db, request.site!.id, formId, id);
    if (!row) throw FormErrors.submissionNotFound();
    return row;
  };

  app.get('/api/config/forms/:formId/submissions/:id', async (request) => ({
    submission: submissionToJson(await findSubmission(request)),
  }));

  app.put('/api/config/forms/:formId/submissions/:id/read', async (request) => {
    const { formId, id } = submissionParams(request);
    const { read } = parseInput(MarkRead, request.body);
    if (!(await q.setSubmissionRead(app.db, request.site!.id, formId, id, read))) {
      throw FormErrors.submissionNotFound();
    }
    return { submission: submissionToJson(await findSubmission(request)) };
  });

  app.delete('/api/config/forms/:formId/submissions/:id', async (request, reply) => {
    const { formId, id } = submissionParams(request);
    if (!(await q.deleteSubmission(app.db, request.site!.id, formId, id)))
      throw FormErrors.submissionNotFound();
    return reply.status(204).send();
  });
}
