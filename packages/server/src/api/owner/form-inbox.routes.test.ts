import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  contactValues,
  formBlock,
  newId,
  newsletterBlock,
  pageFields,
  pageWithBlocks,
  Visitor,
} from '#modules/forms/forms.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';

describeEachDatabase('the owner’s form inbox', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'inbox-site.localhost';
  const formId = newId();
  const newsletterId = newId();
  let pageId: string;
  const base = `/api/config/forms/${formId}/submissions`;

  const submit = async (first: string) => {
    const response = await new Visitor(app, host).save({
      ...pageFields(formId, pageId),
      form: contactValues(first),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'inbox-owner@example.com', 'inbox-site', 'blank');
    pageId = await pageWithBlocks(owner.site, 'write-to-us', [
      formBlock(formId),
      newsletterBlock(newsletterId),
    ]);
    for (const first of ['Ada', 'Grace', '=HYPERLINK("http://evil.example")']) await submit(first);
  });
  afterAll(() => app.close());

  it('lists the published forms with their counts', async () => {
    const response = await owner.site.request('GET', '/api/config/forms');
    expect(response.statusCode).toBe(200);
    const forms = response.json().forms;
    expect(forms).toHaveLength(2);
    expect(forms[0]).toMatchObject({
      formId,
      kind: 'form',
      title: 'Contact us',
      pagePath: '/write-to-us',
      pageTitle: 'Page write-to-us',
      submissionCount: 3,
      unreadCount: 3,
    });
    expect(Date.parse(forms[0].lastSubmittedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(forms[1]).toMatchObject({
      formId: newsletterId,
      kind: 'newsletter',
      submissionCount: 0,
      unreadCount: 0,
      lastSubmittedAt: null,
    });
  });

  it('lists submissions newest first with their summaries, searches and pages through them', async () => {
    const all = (await owner.site.request('GET', base)).json();
    expect(all.total).toBe(3);
    expect(
      all.submissions.map(
        (s: { summary: { parts: { value: string }[] }[] }) => s.summary[0]!.parts[0]!.value,
      ),
    ).toEqual(['=HYPERLINK("http://evil.example")', 'Grace', 'Ada']);
    const [first] = all.submissions;
    expect(first).toMatchObject({ read: false, pagePath: '/write-to-us' });
    expect(first.summary[0]).toEqual({
      fieldId: 'name-1a2b3c4d',
      title: 'Name',
      type: 'name',
      parts: [
        { label: 'First', value: '=HYPERLINK("http://evil.example")' },
        { label: 'Last', value: 'Lovelace' },
      ],
    });
    expect(first.summary.find((entry: { type: string }) => entry.type === 'likert').parts).toEqual([
      { label: 'Fast', value: 'Strongly Agree' },
      { label: 'Friendly', value: 'Agree' },
    ]);

    const found = (await owner.site.request('GET', `${base}?q=GRACE`)).json();
    expect(found.total).toBe(1);
    expect(found.submissions[0].summary[0].parts[0].value).toBe('Grace');
    expect((await owner.site.request('GET', `${base}?q=nobody%25`)).json().total).toBe(0);

    const page = (await owner.site.request('GET', `${base}?limit=1&offset=1`)).json();
    expect(page.total).toBe(3);
    expect(page.submissions).toHaveLength(1);
    expect(page.submissions[0].summary[0].parts[0].value).toBe('Grace');
    expect((await owner.site.request('GET', `${base}?limit=1000`)).statusCode).toBe(400);
  });

  it('shows one submission and marks it read and unread', async () => {
    const [latest] = (await owner.site.request('GET', base)).json().submissions;
    const shown = await owner.site.request('GET', `${base}/${latest.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().submission).toEqual(latest);

    const read = await owner.site.request('PUT', `${base}/${latest.id}/read`, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json().submission.read).toBe(true);
    const counts = (await owner.site.request('GET', '/api/config/forms')).json().forms[0];
    expect(counts.unreadCount).toBe(2);
    const unread = await owner.site.request('PUT', `${base}/${latest.id}/read`, { read: false });
    expect(unread.json().submission.read).toBe(false);
    expect((await owner.site.request('PUT', `${base}/${latest.id}/read`, { read: 'yes' })).statusCode).toBe(
      400,
    );
  });

  it('exports the submissions as CSV, a column per part, formulas defused', async () => {
    const response = await owner.site.request('GET', `${base}.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="form-${formId}-submissions.csv"`,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Submitted,Page,Name: First,Name: Last,Email,Topic,Message,Service: Fast,Service: Friendly,utm_source',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^\d{4}-\d\d-\d\dT[^,]+,\/write-to-us,Ada,Lovelace,ada@example.com,Support,Hello there,Strongly Agree,Agree,direct$/,
    );
    expect(lines[3]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('deletes a submission', async () => {
    const [latest] = (await owner.site.request('GET', base)).json().submissions;
    const removed = await owner.site.request('DELETE', `${base}/${latest.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await owner.site.request('GET', `${base}/${latest.id}`)).statusCode).toBe(404);
    expect((await owner.site.request('DELETE', `${base}/${latest.id}`)).statusCode).toBe(404);
    expect((await owner.site.request('GET', base)).json().total).toBe(2);
  });

  it('answers 404 for unknown forms and submissions, and for ids that are not ids', async () => {
    for (const url of [
      `/api/config/forms/${newId()}/submissions`,
      `/api/config/forms/${newId()}/submissions.csv`,
      `${base}/${newId()}`,
      `${base}/not-an-id`,
      '/api/config/forms/not-an-id/submissions',
    ]) {
      const response = await owner.site.request('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(typeof response.json().error).toBe('string');
    }
    expect((await owner.site.request('PUT', `${base}/${newId()}/read`, { read: true })).statusCode).toBe(404);
  });

  it('keeps listing a form that was removed from the site while it has submissions', async () => {
    const draft = (await owner.site.request('GET', `/api/config/pages/${pageId}/draft`)).json();
    const saved = await owner.site.request('PUT', `/api/config/pages/${pageId}/draft`, {
      document: { sections: [] },
      revision: draft.revision,
    });
    expect(saved.statusCode).toBe(200);
    expect((await owner.site.request('POST', `/api/config/pages/${pageId}/publish`)).statusCode).toBe(200);
    const forms = (await owner.site.request('GET', '/api/config/forms')).json().forms;
    expect(forms).toEqual([
      expect.objectContaining({
        formId,
        kind: 'form',
        title: 'Contact us',
        pagePath: '/write-to-us',
        submissionCount: 2,
      }),
    ]);
    expect((await owner.site.request('GET', base)).json().total).toBe(2);
    // Visitors can no longer send it.
    const late = await new Visitor(app, host).save({ ...pageFields(formId, pageId), form: contactValues() });
    expect(late.statusCode).toBe(404);
  });
});
