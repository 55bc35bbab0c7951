import { describe, expect, it } from 'vitest';
import { parseHtml } from '../blocks/markup.test-support';
import { renderSitePage } from './render-page';
import { pageInput } from './site-page.fixture';
import type { PageBody } from './site-page-input';

const PAGE_ID = '65a1b2c3d4e5f60718293a4b';

function render(error?: string) {
  const body: PageBody = { kind: 'lock', pageId: PAGE_ID, pageTitle: 'Members', crumb: 'crumb-xyz', error };
  return parseHtml(renderSitePage(pageInput({ body })));
}

describe('lock screen', () => {
  it('posts the password with the page id and crumb to /api/pages/unlock', () => {
    const document = render();
    const form = document.querySelector('main form');
    expect(document.querySelector('main h1')?.textContent).toBe('This page is password protected');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/pages/unlock');
    expect(form?.querySelector('input[type="hidden"][name="pageId"]')?.getAttribute('value')).toBe(PAGE_ID);
    expect(form?.querySelector('input[type="hidden"][name="crumb"]')?.getAttribute('value')).toBe(
      'crumb-xyz',
    );
    const password = form?.querySelector('input[name="password"]');
    expect(password?.getAttribute('type')).toBe('password');
    const label = form?.querySelector(`label[for="${password?.getAttribute('id')}"]`);
    expect(label?.textContent).toBe('Password');
    expect(document.querySelector('main')?.textContent).toContain('Members');
  });

  it('shows no alert before a password was tried', () => {
    const document = render();
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(document.querySelector('input[name="password"]')?.hasAttribute('aria-invalid')).toBe(false);
  });

  it('announces a wrong password as an alert tied to the field', () => {
    const document = render('That password is not right.');
    const alert = document.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('That password is not right.');
    const password = document.querySelector('input[name="password"]');
    expect(password?.getAttribute('aria-invalid')).toBe('true');
    expect(password?.getAttribute('aria-describedby')).toBe(alert?.id);
  });
});
