import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FormDirectory } from '#modules/forms/form-directory';
import { formName } from '#modules/forms/form-notification';
import { submissionsCsv } from '#modules/forms/forms.csv';
import { FormErrors } from '#modules/forms/forms.errors';
import * as q from '#modules/forms/forms.queries';
import { FormParams, MarkRead, SubmissionParams, SubmissionsQuery } from '#modules/forms/forms.schemas';
import { submissionToJson } from '#modules/forms/forms.service';
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
    const tally = (formId: string) => {
      const row = counts.get(formId);
      return {
        submissionCount: Number(row?.total ?? 0),
        unreadCount: Number(row?.unread ?? 0),
        lastSubmittedAt: row?.last_at ?? null,
      };
    };
    const forms = [...published.values()].map(([form]) => ({
      formId: form!.formId,
      kind: form!.kind,
      title: formName({ form_title: form!.title, page_title: form!.pageTitle }),
      pagePath: form!.pagePath,
      pageTitle: form!.pageTitle,
      ...tally(form!.formId),
    }));
    const retired = [...counts.keys()].filter((formId) => !published.has(formId));
    for (const formId of retired) {
      const latest = await q.latestSubmission(app.db, site.id, formId);
      if (!latest) continue;
      forms.push({
        formId,
        kind: latest.kind === 'newsletter' ? 'newsletter' : 'form',
        title: formName(latest),
        pagePath: latest.page_path,
        pageTitle: latest.page_title,
        ...tally(formId),
      });
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

  app.get('/api/config/forms/:formId/submissions', async (request) => {
    const { formId } = formParams(request);
    const query = parseInput(SubmissionsQuery, request.query);
    await requireForm(request, formId);
    const { rows, total } = await q.listSubmissions(app.db, request.site!.id, formId, query.q, query);
    return { submissions: rows.map(submissionToJson), total };
  });

  app.get('/api/config/forms/:formId/submissions.csv', async (request, reply) => {
    const { formId } = formParams(request);
    await requireForm(request, formId);
    const rows = await q.allSubmissions(app.db, request.site!.id, formId);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="form-${formId}-submissions.csv"`)
      .header('Cache-Control', 'private, no-store')
      .send(submissionsCsv(rows));
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
