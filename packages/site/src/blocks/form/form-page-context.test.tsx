import { describe, expect, it } from 'vitest';
import { renderSitePage } from '../../page/render-page';
import { pageInput, siteContext } from '../../page/site-page.fixture';
import { parseHtml } from '../markup.test-support';
import { BLOCK_ID, FORM_ID, formSettings } from './form.test-support';

const PAGE_ID = 'cccccccccccccccccccccccc';
const document = { sections: [{ id: 's1', blocks: [{ id: BLOCK_ID, type: 9, settings: formSettings() }] }] };

const render = (overrides: Parameters<typeof pageInput>[0] = {}): Document =>
  parseHtml(
    renderSitePage(
      pageInput({
        title: 'Contact · Corner Bakery',
        context: siteContext({ collectionId: PAGE_ID }),
        body: { kind: 'page', document },
        ...overrides,
      }),
    ),
  ) as unknown as Document;

const meta = (doc: ReturnType<typeof render>, name: string) =>
  doc.querySelector<HTMLInputElement>(`form input[name="${name}"]`)?.value;

describe('form blocks on a site page', () => {
  it('send the page id, path and title the page was rendered with', () => {
    const doc = render({ path: '/contact' });
    expect(meta(doc, 'pageId')).toBe(PAGE_ID);
    expect(meta(doc, 'pagePath')).toBe('/contact');
    expect(meta(doc, 'pageTitle')).toBe('Contact · Corner Bakery');
    expect(meta(doc, 'pageTitle')).toBe(doc.title);
  });

  it('fall back to the current navigation entry for the path', () => {
    expect(meta(render(), 'pagePath')).toBe('/');
  });

  it('show the outcome of a script-free POST in the form it names', () => {
    const formState = {
      formId: FORM_ID,
      status: 'failed' as const,
      values: { 'text-1': 'Ace' },
      errors: { 'email-1': 'Email is not valid.' },
    };
    const doc = render({ formState });
    expect(meta(doc, 'field-text-1')).toBe('Ace');
    expect(doc.querySelector('[data-field-id="email-1"] .form-field__error')?.textContent).toBe(
      'Email is not valid.',
    );
  });
});
