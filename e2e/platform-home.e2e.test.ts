import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/** Page loads and the editor's first render can be slow on a busy machine. */
const slow = { timeout: 30_000 };

/** The texts a field's aria-describedby points at, as assistive technology reads them. */
function description(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

describe('the platform home', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('signs a new person up, creates a site from a template, and opens its editor and its public site', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    const response = await page.goto(server.appUrl);
    expect(response?.status()).toBe(200);

    // Sign in is the default; a control switches to the sign-up form.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sign in to Atelier' }).isVisible(), slow)
      .toBe(true);
    await page.getByRole('button', { name: 'Create an account' }).click();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Create your Atelier account');
    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Display name').fill('Grace Hopper');
    await signUp.getByLabel('Email').fill('grace@example.com');
    await signUp.getByLabel('Password').fill('compilers-are-fun');
    await signUp.getByRole('button', { name: 'Sign up' }).click();

    // The address is confirmed through the link mailed to it, then the new owner signs in.
    await expect
      .poll(
        () =>
          page
            .getByText('This server has no mail server set up yet (SMTP_URL), so no email was sent.', {
              exact: false,
            })
            .isVisible(),
        slow,
      )
      .toBe(true);
    const mail = await server.database.db
      .selectFrom('mail_messages')
      .select('text')
      .where('to', '=', 'grace@example.com')
      .where('kind', '=', 'account-verification')
      .executeTakeFirstOrThrow();
    const link = mail.text.match(/http:\/\/\S+\/api\/auth\/verify\?token=\S+/)?.[0];
    expect(link?.startsWith(`${server.appUrl}/`)).toBe(true);
    await page.goto(link!);
    await expect
      .poll(() => page.getByText('Your email address is confirmed. Sign in to continue.').isVisible(), slow)
      .toBe(true);
    await signIn(page, 'grace@example.com', 'compilers-are-fun');

    // Signed in, with no sites yet.
    await expect.poll(() => page.getByRole('heading', { name: 'Your sites' }).isVisible(), slow).toBe(true);
    expect(await page.getByRole('banner').getByText('Grace Hopper').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    // The list of sites arrives after the heading ("Loading your sites…" until then).
    await expect
      .poll(() => page.getByText('You have no sites yet. Create your first one below.').isVisible(), slow)
      .toBe(true);
    expect(await page.getByRole('listitem').count()).toBe(0);

    // Create a site: the address follows the title until edited; the first template is preselected.
    const create = page.getByRole('form', { name: 'Create a site' });
    await create.getByLabel('Site title').fill('Harbour Bakery');
    expect(await create.getByLabel('Site address').inputValue()).toBe('harbour-bakery');
    const studio = create.getByRole('radio', { name: /^Studio/ });
    await expect.poll(() => create.getByRole('radio', { name: /^Portfolio/ }).isChecked(), slow).toBe(true);
    await create.getByRole('radio', { name: /^Blank/ }).check();
    await studio.check();
    expect(await create.getByRole('radio', { name: /^Blank/ }).isChecked()).toBe(false);
    await create.getByLabel('Site address').fill('harbour-bakery-e2e');
    expect(await create.getByLabel('Site title').inputValue()).toBe('Harbour Bakery');
    await create.getByRole('button', { name: 'Create site' }).click();

    await expect
      .poll(() => page.getByRole('status').textContent(), slow)
      .toBe('Harbour Bakery is ready. Open the editor to start building.');
    const card = page.getByRole('listitem', { name: 'Harbour Bakery' });
    expect(await card.getByRole('heading', { name: 'Harbour Bakery' }).isVisible()).toBe(true);
    expect(await card.getByText(`harbour-bakery-e2e.localhost:${server.port}`).isVisible()).toBe(true);
    const siteUrl = server.siteUrl('harbour-bakery-e2e');
    expect(await card.getByRole('link', { name: 'View site Harbour Bakery' }).getAttribute('href')).toBe(
      `${siteUrl}/`,
    );
    const openEditor = card.getByRole('button', { name: 'Open editor for Harbour Bakery' });
    expect(await openEditor.isEnabled()).toBe(true);
    // The form is ready for another site.
    expect(await create.getByLabel('Site title').inputValue()).toBe('');
    expect(await create.getByLabel('Site address').inputValue()).toBe('');
    await screenshot(page, 'platform-home');
    expect(watch.errors).toEqual([]);

    // The session cookie belongs to the platform home; the editor on the site's host gets a
    // single-use hand-off token instead, and opens signed in.
    const handoff = page.waitForResponse((r) => r.url() === `${siteUrl}/api/auth/handoff`);
    await openEditor.click();
    expect((await handoff).status()).toBe(200);
    await page.waitForURL(`${siteUrl}/config/?frameUrl=%2F`);
    await expect.poll(() => page.getByRole('main', { name: 'Site preview' }).isVisible(), slow).toBe(true);
    // The title arrives with the site's draft, which may load after the preview frame shows.
    await expect
      .poll(() => page.getByRole('banner').getByText('Harbour Bakery').isVisible(), slow)
      .toBe(true);
    // The signed-in account is named in the top bar's More menu, beside Sign out.
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await expect.poll(() => page.locator('#topbar-more').getByText('Grace Hopper').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('heading', { name: 'Sign in to edit this site' }).count()).toBe(0);
    await expect
      .poll(
        () => page.getByTitle('Site preview').contentFrame().getByRole('heading', { level: 1 }).textContent(),
        slow,
      )
      .toBe('Welcome to Harbour Bakery');
    await screenshot(page, 'platform-home-new-editor');
    expect(watch.errors).toEqual([]);

    // The published site answers a visitor.
    const visitor = await newContext(browser);
    const visitorPage = await visitor.newPage();
    const visitorWatch = watchPage(visitorPage);
    const site = await visitorPage.goto(`${siteUrl}/`);
    expect(site?.status()).toBe(200);
    expect(await visitorPage.title()).toContain('Harbour Bakery');
    await expect
      .poll(() => visitorPage.getByRole('heading', { level: 1 }).textContent(), slow)
      .toBe('Welcome to Harbour Bakery');
    expect(await visitorPage.getByRole('banner').getByText('Harbour Bakery').first().isVisible()).toBe(true);
    expect(visitorWatch.errors).toEqual([]);
    await visitor.close();
    await context.close();
  });

  it('lists Riverside Studio for the demo owner', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(server.appUrl);
    await signIn(page, server.ownerEmail, server.ownerPassword);
    const card = page.getByRole('listitem', { name: 'Riverside Studio' });
    await expect.poll(() => card.isVisible(), slow).toBe(true);
    expect(await card.getByText(`demo.localhost:${server.port}`).isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: 'View site Riverside Studio' }).getAttribute('href')).toBe(
      `${server.siteUrl('demo')}/`,
    );
    expect(await card.getByRole('button', { name: 'Open editor for Riverside Studio' }).isVisible()).toBe(
      true,
    );
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('says why a sign-in failed and keeps the typed email', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(server.appUrl);
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect.poll(() => form.isVisible(), slow).toBe(true);
    await signIn(page, server.ownerEmail, 'not the password');
    await expect.poll(() => form.getByRole('alert').textContent(), slow).toBe('Incorrect email or password.');
    expect(await form.getByLabel('Email').inputValue()).toBe(server.ownerEmail);
    expect(await form.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Your sites' }).count()).toBe(0);
    await screenshot(page, 'platform-home-sign-in-error');

    // Only the password needs typing again.
    await form.getByLabel('Password').fill(server.ownerPassword);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('listitem', { name: 'Riverside Studio' }).isVisible(), slow)
      .toBe(true);
    await context.close();
  });

  it('refuses a site address that is taken, says so at the field and loses nothing typed', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(server.appUrl);
    await signIn(page, server.ownerEmail, server.ownerPassword);
    await expect
      .poll(() => page.getByRole('listitem', { name: 'Riverside Studio' }).isVisible(), slow)
      .toBe(true);

    const create = page.getByRole('form', { name: 'Create a site' });
    const title = create.getByLabel('Site title');
    const address = create.getByLabel('Site address');
    await title.fill('Second Studio');
    await address.fill('demo');
    await create.getByRole('radio', { name: /^Blank/ }).check();
    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/api/platform/sites') && r.request().method() === 'POST',
    );
    await create.getByRole('button', { name: 'Create site' }).click();
    expect((await refused).status()).toBe(409);

    await expect.poll(() => address.getAttribute('aria-invalid'), slow).toBe('true');
    expect(await description(address)).toContain('This site address is already taken.');
    expect(await create.getByText('This site address is already taken.').isVisible()).toBe(true);
    expect(await title.inputValue()).toBe('Second Studio');
    expect(await address.inputValue()).toBe('demo');
    expect(await create.getByRole('radio', { name: /^Blank/ }).isChecked()).toBe(true);
    expect(await page.getByRole('listitem').count()).toBe(1);
    await screenshot(page, 'platform-home-address-taken');

    // Changing the address clears the complaint, and the rest of the form still holds.
    await address.fill('second-studio');
    expect(await address.getAttribute('aria-invalid')).toBeNull();
    await create.getByRole('button', { name: 'Create site' }).click();
    await expect
      .poll(() => page.getByRole('listitem', { name: 'Second Studio' }).isVisible(), slow)
      .toBe(true);
    expect(await page.getByRole('listitem').count()).toBe(2);
    await context.close();
  });
});
