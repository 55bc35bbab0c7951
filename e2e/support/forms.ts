import {
  BlockType,
  COOKIE_BANNER_REVISION_COOKIE,
  COOKIE_CHOICE,
  COOKIE_NAME,
  type FormBlockSettings,
  type NewsletterBlockSettings,
  QUERY_FLAG,
  SITE_CONTEXT_SCRIPT_ID,
} from '@atelier/domain';
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './owner';
import { newId, type TestBlock } from './pages';

/** A form block (type 9) of `fields`, with settings a test may override. */
export function formBlock(settings: Partial<FormBlockSettings> & { notificationEmail?: string }): TestBlock {
  return {
    type: BlockType.form,
    settings: {
      formId: newId(),
      title: 'Contact us',
      fields: [],
      submitButtonText: 'Send',
      postSubmit: { kind: 'message', message: 'Thanks, we will be in touch.' },
      captcha: false,
      ...settings,
    },
  };
}

/** A newsletter block (type 51). */
export function newsletterBlock(settings: Partial<NewsletterBlockSettings> = {}): TestBlock {
  return {
    type: BlockType.newsletter,
    settings: {
      formId: newId(),
      title: 'Studio letter',
      placeholder: 'you@example.com',
      buttonText: 'Sign up',
      successMessage: 'Check your inbox to confirm.',
      captcha: false,
      ...settings,
    },
  };
}

export const formIdOf = (block: TestBlock): string => block.settings.formId as string;

/**
 * Replaces the blocks of an existing page's draft, and publishes it unless told not to. `ownerPage`
 * must be signed in on the site's host.
 */
export async function saveBlocks(
  ownerPage: Page,
  pageId: string,
  blocks: TestBlock[],
  publish: boolean,
): Promise<void> {
  const draft = (await api(ownerPage, 'GET', `/api/config/pages/${pageId}/draft`)).json as {
    revision: number;
  };
  const document = {
    sections: [{ id: newId(), blocks: blocks.map((block) => ({ id: newId(), ...block })) }],
  };
  const saved = await api(ownerPage, 'PUT', `/api/config/pages/${pageId}/draft`, {
    document,
    revision: draft.revision,
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  if (!publish) return;
  const published = await api(ownerPage, 'POST', `/api/config/pages/${pageId}/publish`, {});
  expect(published.status, JSON.stringify(published.json)).toBe(200);
}

/** A page holding `blocks` only in its draft: visitors do not get it. */
export async function draftPageWithBlocks(
  ownerPage: Page,
  slug: string,
  blocks: TestBlock[],
): Promise<string> {
  const created = await api(ownerPage, 'POST', '/api/config/pages', { title: `Draft ${slug}`, slug });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const pageId = (created.json as { page: { id: string } }).page.id;
  await saveBlocks(ownerPage, pageId, blocks, false);
  return pageId;
}

export interface SummaryEntry {
  fieldId: string;
  title: string;
  type: string;
  parts: { label: string; value: string }[];
}

export interface InboxSubmission {
  id: string;
  pagePath: string;
  summary: SummaryEntry[];
}

/** The owner's inbox of one form, newest first. */
export async function submissionsOf(ownerPage: Page, formId: string): Promise<InboxSubmission[]> {
  const inbox = await api(ownerPage, 'GET', `/api/config/forms/${formId}/submissions`);
  expect(inbox.status, JSON.stringify(inbox.json)).toBe(200);
  return (inbox.json as { submissions: InboxSubmission[] }).submissions;
}

/** Field id -> its summary parts, for comparing a whole submission at once. */
export const partsByField = (submission: InboxSubmission): Record<string, SummaryEntry['parts']> =>
  Object.fromEntries(submission.summary.map((entry) => [entry.fieldId, entry.parts]));

/**
 * Records the visitor's choice on the cookie banner before any page loads, with the banner
 * revision the site asks about, so a banner never covers the form under test.
 */
export async function chooseCookies(
  context: BrowserContext,
  siteUrl: string,
  allowed: boolean,
): Promise<void> {
  const page = await context.newPage();
  // Screenshot mode: the page shows no banner while it is read.
  await page.goto(`${siteUrl}/?${QUERY_FLAG.screenshot}=true`);
  const revision = await page.evaluate((id) => {
    const script = document.getElementById(id);
    const site = JSON.parse(script?.textContent ?? '{}') as {
      cookieSettings?: { cookieBannerRevision?: string };
    };
    return site.cookieSettings?.cookieBannerRevision ?? '';
  }, SITE_CONTEXT_SCRIPT_ID);
  await page.close();
  await context.addCookies([
    {
      name: COOKIE_NAME.cookieAllowed,
      value: allowed ? COOKIE_CHOICE.accepted : COOKIE_CHOICE.declined,
      url: siteUrl,
    },
    ...(revision ? [{ name: COOKIE_BANNER_REVISION_COOKIE, value: revision, url: siteUrl }] : []),
  ]);
}

/** The requests a page makes to `pathname` from now on. */
export function recordRequests(page: Page, pathname: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) seen.push(request);
  });
  return seen;
}

/** The `form` JSON of a SaveFormSubmission request, as the browser collected it. */
export const sentForm = (request: Request): unknown =>
  JSON.parse((request.postDataJSON() as { form: string }).form);

/** Whether `error` comes before `title` in the document and is drawn above it. */
export async function isAbove(error: Locator, title: Locator): Promise<boolean> {
  const before = await error.evaluate(
    (node, other) => Boolean(node.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await title.elementHandle(),
  );
  const [a, b] = [await error.boundingBox(), await title.boundingBox()];
  return before && a !== null && b !== null && a.y + a.height <= b.y + 1;
}

/**
 * The faults of watchPage that concern forms: script errors, and failed form calls. Analytics and
 * census calls are left out: their failures are silent by design (spec 000 §8) and not under test.
 */
export const formFaults = (errors: string[]): string[] =>
  errors.filter((error) => error.startsWith('pageerror') || error.includes('/api/form/'));

/**
 * Opens a page and waits until the form behaviour has taken over each form on it (it turns the
 * browser's own validation off). Typing before that would be a script-free visitor's.
 */
export async function visitForm(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const forms = page.locator('form.form-block__form');
  await expect
    .poll(
      () =>
        forms.evaluateAll((all) => all.length > 0 && all.every((form) => form.hasAttribute('novalidate'))),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
}
