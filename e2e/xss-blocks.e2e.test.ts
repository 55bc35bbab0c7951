import { Visitor } from '@atelier/server/modules/forms/forms.test-support';
import { describe, expect, it } from 'vitest';
import { topBarAction } from './support/editor';
import { newId } from './support/pages';
import { payloadDocument, saveAndPublish } from './support/xss-fields';
import { chunks, PAYLOADS, report, useXssSuite, watchSeesOneRun } from './support/xss-suite';

const CHUNK = 50;

/**
 * More than 500 script-injection payloads stored in every field of every block a page can hold,
 * and written by a visitor into a form, each view rendered in Chromium (the published page, the
 * editor's preview, the owner's inbox): none may run, and none may leave markup that could run
 * later.
 */
describe('script injection in blocks and visitor submissions', () => {
  const suite = useXssSuite();

  it('has more than 500 distinct payloads, and a hook that sees one run', async () => {
    await watchSeesOneRun(suite);
  });

  it('runs none from block content, forms, newsletters, galleries, page SEO and visitor submissions', async () => {
    const { app, owner, editor, watch, stored } = suite;
    for (const [round, chunk] of chunks(PAYLOADS, CHUNK).entries()) {
      const slug = `blocks-${round}`;
      const created = await owner.request('POST', '/api/config/pages', { title: `Blocks ${round}`, slug });
      expect(created.statusCode, created.body).toBe(201);
      const pageId = created.json().page.id as string;
      const formId = newId();
      const document = payloadDocument(chunk, formId, newId());
      stored.refusedLinks += await saveAndPublish(owner, pageId, document);
      stored.values += chunk.length * 20;
      await suite.view(`/${slug}`, `blocks round ${round}`);

      // A visitor writes every payload into the form; the owner reads it in the inbox.
      const values: Record<string, unknown> = {
        note: chunk.map((p) => p.text).join(' '),
        pick: chunk[0]!.text,
      };
      for (const [i, payload] of chunk.entries()) values[`text-${i}`] = payload.text;
      const submitted = await new Visitor(app, 'demo.localhost').save({
        formId,
        collectionId: pageId,
        objectName: 'form',
        isOverlayForm: false,
        submitButtonText: chunk[0]!.text,
        pageTitle: chunk[0]!.text,
        pageId,
        contentSource: 'c',
        pagePath: `/${slug}`,
        pagePermissionTypeValue: 1,
        form: values,
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      stored.values += chunk.length + 1;

      await suite.openEditor(`/${slug}`);
      await watch.scan(editor, `editor preview round ${round}`);
    }

    // The owner opens each form's inbox and each submission.
    await topBarAction(editor, 'Forms');
    const panel = editor.getByRole('dialog', { name: 'Forms' });
    const forms = panel.getByRole('navigation', { name: 'Forms and email' }).getByRole('button');
    await expect.poll(() => forms.count()).toBeGreaterThan(chunks(PAYLOADS, CHUNK).length);
    for (let i = 0; i < (await forms.count()); i++) {
      await forms.nth(i).click();
      const list = panel.getByRole('list', { name: 'Submissions' });
      if ((await list.count()) === 0) continue;
      const entries = list.getByRole('button');
      for (let j = 0; j < (await entries.count()); j++) {
        await entries.nth(j).click();
        await watch.scan(editor, `inbox form ${i} submission ${j}`);
      }
    }
    expect(watch.executions).toEqual([]);
    expect(watch.dangerousMarkup).toEqual([]);
  }, 900_000);

  it('rendered every view with no execution', () => {
    report(suite, 'blocks');
    expect(suite.watch.executions).toEqual([]);
    expect(suite.watch.dangerousMarkup).toEqual([]);
  });
});
