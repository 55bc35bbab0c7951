import type { TestSmtpServer } from '@atelier/server/platform/mail/smtp.test-support';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, phoneContext, screenshot, watchPage } from './support/browser';
import { saved } from './support/editor';
import { newOwnerSite, useOwnerWorld } from './support/new-owner';
import { publishWholeSite } from './support/publish';
import type { ServerProcess } from './support/server';

const slow = { timeout: 30_000 };
const IDENTIFIER = 'events-e2e';
const TITLE = 'Wheel workshop';
const CALENDAR = '[data-block-type="26"]';

/** Two days from now (UTC): the workshop's day, and its month. */
const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const month = day.slice(0, 7);
const monthAfter = (() => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
})();

/** An iCalendar text as its content lines, long lines unfolded (RFC 5545 §3.1). */
const contentLines = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .replace(/\r\n$/, '')
    .split('\r\n');

/**
 * A new owner adds an Events page from Add page, writes a workshop in the page's events dialog,
 * adds a Calendar block to the About page and publishes. A visitor finds the workshop in the
 * upcoming list and the month calendar, opens it and downloads its .ics (fetched and read: UID,
 * DTSTART in its zone, SUMMARY, CRLF lines); without JavaScript the calendars' months move by their
 * plain links; the calendar fits 1440 and 390 px screens.
 */
describe('an owner publishes an event, and a visitor finds it, its calendar and its .ics', () => {
  let server: ServerProcess;
  let smtp: TestSmtpServer;
  let browser: Browser;
  let editor: Page;
  let site: string;
  let watch: { errors: string[] };

  useOwnerWorld(IDENTIFIER, (world) => {
    ({ server, smtp, browser, site } = world);
  });

  it('signs up, makes a site and adds an Events page from Add page', async () => {
    editor = await (await newContext(browser)).newPage();
    watch = watchPage(editor);
    await newOwnerSite(editor, server, smtp, {
      displayName: 'Events Owner',
      email: 'events-owner@example.com',
      password: 'workshops on the calendar',
      title: 'Clay Workshops',
      identifier: IDENTIFIER,
    });
    await editor.getByRole('button', { name: 'Add page' }).click();
    const form = editor.getByRole('form', { name: 'New page' });
    await form.getByRole('radio', { name: /^Events/ }).check();
    await form.getByLabel('Page title').fill('Events');
    await form.getByRole('button', { name: 'Create events page' }).click();
    const row = editor.getByTestId('pages-list').getByRole('link', { name: /^Events/ });
    await row.waitFor(slow);
    expect(await row.innerText()).toContain('/events');
  });

  it('writes a published workshop in the page’s events dialog', async () => {
    await editor.getByRole('button', { name: 'Events of Events' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Events of Events' });
    await dialog.getByRole('button', { name: 'New event' }).click();
    const form = dialog.getByRole('form', { name: 'New event' });
    await form.getByLabel('Event title').fill(TITLE);
    await form.getByLabel('Starts').fill(`${day}T10:00`);
    await form.getByLabel('Ends').fill(`${day}T12:30`);
    await form.getByLabel('Time zone').selectOption('Europe/Paris');
    await form.getByLabel('Location').fill('12 Rue de la Poterie, Lyon');
    await form.getByLabel('Status').selectOption({ label: 'Published' });
    await screenshot(editor, 'events-event-form');
    await form.getByRole('button', { name: 'Save event' }).click();
    const table = dialog.getByRole('table', { name: 'Events' });
    await table.waitFor(slow);
    const line = table.getByRole('row').filter({ hasText: TITLE });
    await expect.poll(() => line.innerText(), slow).toContain('Published');
    expect(await line.innerText()).toContain('Europe/Paris');
    await screenshot(editor, 'events-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('adds a Calendar block showing the Events page to the About page, and publishes', async () => {
    await editor
      .getByTestId('pages-list')
      .getByRole('link', { name: /^About/ })
      .click();
    await editor.getByRole('button', { name: 'Add block' }).click();
    const offer = editor.getByRole('menuitem', { name: /^Calendar/ });
    expect(await offer.innerText()).toContain('The month of one of your Events pages');
    await offer.click();
    // The block takes the site's one Events page by itself.
    const choice = editor.getByLabel('Events page');
    await expect.poll(() => choice.locator('option:checked').innerText(), slow).toBe('Events');
    await saved(editor);
    await publishWholeSite(editor);
  });

  it('shows the workshop in the upcoming list and the month, and its page gives a valid .ics', async () => {
    const visitor = await (await newContext(browser)).newPage();
    const visitorWatch = watchPage(visitor);
    await visitor.setViewportSize({ width: 1440, height: 900 });
    await visitor.goto(`${site}/events`);
    const item = visitor.locator('.event-item__title a', { hasText: TITLE });
    await item.waitFor(slow);
    await screenshot(visitor, 'events-upcoming-1440');

    await visitor.goto(`${site}/events/calendar/${month}`);
    const inMonth = visitor.locator('.events-calendar__table a', { hasText: TITLE });
    await inMonth.waitFor(slow);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    await screenshot(visitor, 'events-calendar-1440');

    await inMonth.click();
    await visitor.waitForURL(`${site}/events/wheel-workshop`);
    expect(await visitor.getByRole('heading', { level: 1 }).innerText()).toBe(TITLE);
    expect(await visitor.locator('main').innerText()).toContain('Europe/Paris');
    const icsLink = visitor.getByRole('link', { name: /\.ics/ });
    const href = await icsLink.getAttribute('href');
    expect(href).toBe('/events/wheel-workshop.ics');
    const file = await visitor.evaluate(async (address) => {
      const response = await fetch(address);
      return { type: response.headers.get('content-type'), text: await response.text() };
    }, href!);
    expect(file.type).toBe('text/calendar; charset=utf-8');
    // Every line ends in CRLF, none in a bare LF or CR.
    expect(file.text.endsWith('\r\n')).toBe(true);
    expect(file.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = contentLines(file.text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines.find((line) => line.startsWith('UID:'))).toMatch(/^UID:[0-9a-f]{24}@events-e2e\.localhost$/);
    expect(lines).toContain(`DTSTART;TZID=Europe/Paris:${day.replace(/-/g, '')}T100000`);
    expect(lines).toContain(`DTEND;TZID=Europe/Paris:${day.replace(/-/g, '')}T123000`);
    expect(lines).toContain(`SUMMARY:${TITLE}`);
    expect(lines).toContain('TZID:Europe/Paris');
    await screenshot(visitor, 'events-event-1440');
    expect(visitorWatch.errors).toEqual([]);
    await visitor.context().close();
  });

  it('moves between months by plain links without JavaScript, on the Events page and in the block', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      javaScriptEnabled: false,
    });
    const visitor = await context.newPage();
    await visitor.goto(`${site}/events/calendar/${month}`);
    await visitor.getByRole('link', { name: 'Next month' }).click();
    await visitor.waitForURL(`${site}/events/calendar/${monthAfter}`);
    expect(await visitor.locator('.events-calendar__table a', { hasText: TITLE }).count()).toBe(0);
    await visitor.getByRole('link', { name: 'Previous month' }).click();
    await visitor.waitForURL(`${site}/events/calendar/${month}`);
    await visitor.locator('.events-calendar__table a', { hasText: TITLE }).waitFor(slow);

    // The About page's Calendar block: this month, its links leading to the Events page's months.
    await visitor.goto(`${site}/about`);
    const block = visitor.locator(CALENDAR);
    await block.waitFor(slow);
    expect(await block.getAttribute('data-behaviour')).toBeNull();
    expect(await block.locator('table').count()).toBe(1);
    await screenshot(visitor, 'events-calendar-block-1440');
    await block.getByRole('link', { name: 'Next month' }).click();
    await expect.poll(() => visitor.url(), slow).toMatch(/\/events\/calendar\/\d{4}-\d{2}$/);
    await block.waitFor({ state: 'detached' });
    expect(await visitor.locator('.events-calendar').count()).toBe(1);
    await context.close();
  });

  it('fits the month on a 390 px phone, a week a row', async () => {
    const visitor = await (await phoneContext(browser)).newPage();
    /** The distinct heights of the weekday heads: one row keeps one. */
    const headRows = async () =>
      new Set(
        await visitor
          .locator('.events-calendar__table th')
          .evaluateAll((heads) => heads.map((head) => Math.round(head.getBoundingClientRect().top))),
      ).size;
    await visitor.goto(`${site}/events/calendar/${month}`);
    await visitor.locator('.events-calendar__table a', { hasText: TITLE }).waitFor(slow);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await headRows()).toBe(1);
    await screenshot(visitor, 'events-calendar-390');
    await visitor.goto(`${site}/about`);
    await visitor.locator(CALENDAR).waitFor(slow);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await headRows()).toBe(1);
    await screenshot(visitor, 'events-calendar-block-390');
    await visitor.context().close();
  });

  it('ran without errors in the editor', () => {
    expect(watch.errors).toEqual([]);
  });
});
