import type { FormField } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshot, watchPage } from './support/browser';
import { useDemoSite } from './support/demo-suite';
import {
  chooseCookies,
  draftPageWithBlocks,
  formBlock,
  formFaults,
  formIdOf,
  partsByField,
  recordRequests,
  sentForm,
  submissionsOf,
  visitForm,
} from './support/forms';
import { api } from './support/owner';
import { publishPageWithBlocks } from './support/pages';

/** Page loads and the behaviour's lazy chunk can be slow on a busy machine. */
const slow = { timeout: 30_000 };

/** One field of every type (spec 000 §3). The phone shows no country code, so it sends 3 parts. */
const EVERY_TYPE: FormField[] = [
  { id: 'company', type: 'text', title: 'Company', placeholder: 'Your studio' },
  { id: 'message', type: 'textarea', title: 'Message', maxLength: 200 },
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'guests', type: 'number', title: 'Guests' },
  { id: 'site', type: 'website', title: 'Website' },
  { id: 'budget', type: 'currency', title: 'Budget', currencySymbol: '$' },
  { id: 'passphrase', type: 'password', title: 'Passphrase' },
  { id: 'handle', type: 'twitter', title: 'Twitter' },
  { id: 'day', type: 'date', title: 'Preferred date' },
  { id: 'hour', type: 'time', title: 'Preferred time' },
  { id: 'name', type: 'name', title: 'Name', required: true },
  { id: 'address', type: 'address', title: 'Address' },
  { id: 'phone', type: 'phone', title: 'Phone' },
  { id: 'prefs', type: 'section', title: 'Your preferences', description: 'Tell us what you like.' },
  { id: 'reach', type: 'radio', title: 'Reach me by', options: ['Post', 'Telephone'] },
  { id: 'crafts', type: 'checkbox', title: 'Crafts', options: ['Pottery', 'Weaving', 'Glass'] },
  { id: 'slot', type: 'select', title: 'Class', options: ['Morning', 'Evening'] },
  { id: 'visit', type: 'likert', title: 'Your last visit', options: ['Friendly staff', 'Clean studio'] },
  { id: 'source', type: 'hidden', title: '', key: 'utm_source', value: 'direct' },
];

/** What spec 000 §3 says the browser collects for the entries typed below. */
const COLLECTED = {
  company: 'Riverside Ceramics',
  message: 'Two lines\nof text',
  email: 'ada@example.com',
  guests: '1,250.5',
  site: 'example.com/studio',
  budget: '25.00',
  passphrase: 'kiln & glaze',
  handle: '@ada',
  day: ['02', '29', '2028'],
  hour: ['7', '30', '', 'PM'],
  name: ['Ada', 'Lovelace'],
  address: ['1 River Road', 'Unit 2', 'Springfield', 'IL', '62704', 'USA'],
  phone: ['', '555', '123', '4567'],
  reach: 'Telephone',
  crafts: ['Pottery', 'Glass'],
  slot: 'Evening',
  visit: { 'Friendly staff': ['2'], 'Clean studio': ['-1'] },
  source: 'newsletter',
};

const single = (value: string) => [{ label: '', value }];
const labelled = (labels: string[], values: string[]) =>
  labels.map((label, index) => ({ label, value: values[index] }));

/** The owner's inbox summary of the same submission: parts under the spec's summary labels. */
const SUMMARY = {
  company: single('Riverside Ceramics'),
  message: single('Two lines\nof text'),
  email: single('ada@example.com'),
  guests: single('1,250.5'),
  site: single('example.com/studio'),
  budget: single('$25.00'),
  passphrase: single('kiln & glaze'),
  handle: single('@ada'),
  day: labelled(['Month', 'Day', 'Year'], COLLECTED.day),
  hour: labelled(['Hour', 'Minute', 'Second', 'Ampm'], COLLECTED.hour),
  name: labelled(['First', 'Last'], COLLECTED.name),
  address: labelled(['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'], COLLECTED.address),
  phone: labelled(['Country', 'Areacode', 'Prefix', 'Line'], COLLECTED.phone),
  reach: single('Telephone'),
  crafts: single('Pottery, Glass'),
  slot: single('Evening'),
  visit: [
    { label: 'Friendly staff', value: 'Strongly Agree' },
    { label: 'Clean studio', value: 'Disagree' },
  ],
  source: single('newsletter'),
};

async function fillEveryType(page: Page): Promise<void> {
  const form = page.locator('form.form-block__form');
  const group = (name: string) => form.getByRole('group', { name, exact: true });
  const fillParts = async (name: string, parts: Record<string, string>) => {
    for (const [label, value] of Object.entries(parts)) {
      await group(name).getByLabel(label, { exact: true }).fill(value);
    }
  };
  await form.getByLabel('Company', { exact: true }).fill(COLLECTED.company);
  await form.getByLabel('Message', { exact: true }).fill(COLLECTED.message);
  await form.getByLabel('Email (required)', { exact: true }).fill(COLLECTED.email);
  await form.getByLabel('Guests', { exact: true }).fill(COLLECTED.guests);
  await form.getByLabel('Website', { exact: true }).fill(COLLECTED.site);
  await form.getByLabel('Budget', { exact: true }).fill(COLLECTED.budget);
  await form.getByLabel('Passphrase', { exact: true }).fill(COLLECTED.passphrase);
  await form.getByLabel('Twitter', { exact: true }).fill(COLLECTED.handle);
  await fillParts('Preferred date', { Month: '02', Day: '29', Year: '2028' });
  await fillParts('Preferred time', { Hour: '7', Minute: '30' });
  await group('Preferred time').getByLabel('Ampm', { exact: true }).selectOption('PM');
  await fillParts('Name (required)', { First: 'Ada', Last: 'Lovelace' });
  await fillParts('Address', {
    Line1: '1 River Road',
    Line2: 'Unit 2',
    City: 'Springfield',
    State: 'IL',
    Zip: '62704',
    Country: 'USA',
  });
  await fillParts('Phone', { Areacode: '555', Prefix: '123', Line: '4567' });
  await group('Reach me by').getByLabel('Telephone', { exact: true }).check();
  await group('Crafts').getByLabel('Pottery', { exact: true }).check();
  await group('Crafts').getByLabel('Glass', { exact: true }).check();
  await form.getByLabel('Class', { exact: true }).selectOption('Evening');
  await group('Friendly staff').getByLabel('Strongly Agree', { exact: true }).check();
  await group('Clean studio').getByLabel('Disagree', { exact: true }).check();
}

describe('form fields in Chromium', () => {
  const demo = useDemoSite({ signIn: true });
  const everyType = formBlock({ title: 'Book a class', fields: EVERY_TYPE, submitButtonText: 'Book' });

  beforeAll(async () => {
    await publishPageWithBlocks(demo.owner, 'book', 'Book a class', [everyType]);
  });

  it('collects every field type as spec 000 §3 says, stores it, and files it in the inbox and the outbox', async () => {
    const context = await newContext(demo.browser);
    await chooseCookies(context, demo.base, true);
    const page = await context.newPage();
    const watch = watchPage(page);
    const saves = recordRequests(page, '/api/form/SaveFormSubmission');
    await visitForm(page, `${demo.base}/book?utm_source=newsletter`);
    // The section shows as a heading and collects nothing.
    expect(await page.getByRole('heading', { name: 'Your preferences' }).isVisible()).toBe(true);
    await fillEveryType(page);
    await screenshot(page, 'form-every-field-type');
    await page.getByRole('button', { name: 'Book' }).click();
    await expect.poll(() => page.getByText('Thanks, we will be in touch.').isVisible(), slow).toBe(true);

    expect(saves).toHaveLength(1);
    const request = saves[0]!;
    expect(request.postDataJSON()).toMatchObject({
      formId: formIdOf(everyType),
      objectName: 'form',
      isOverlayForm: false,
      submitButtonText: 'Book',
      pagePath: '/book',
    });
    expect(sentForm(request)).toEqual(COLLECTED);

    // Stored exactly as collected: lists, the prepended empty country, statement -> answers.
    const row = await demo.server.database.db
      .selectFrom('form_submissions')
      .select(['field_values'])
      .where('form_id', '=', formIdOf(everyType))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.field_values)).toEqual(COLLECTED);

    const [stored, ...others] = await submissionsOf(demo.owner, formIdOf(everyType));
    expect(others).toEqual([]);
    expect(stored!.pagePath).toBe('/book');
    expect(partsByField(stored!)).toEqual(SUMMARY);
    // The hidden field has no title; the owner reads its query parameter's name.
    expect(stored!.summary.find((entry) => entry.fieldId === 'source')?.title).toBe('utm_source');

    // Without SMTP the owner's notification waits in the site's outbox, with the summary.
    const outbox = await api(demo.owner, 'GET', '/api/config/outbox');
    const messages = (
      outbox.json as { messages: { id: string; to: string; subject: string; status: string }[] }
    ).messages;
    const notice = messages.find((message) => message.subject === 'New submission: Book a class');
    expect(notice).toMatchObject({ to: demo.server.ownerEmail, status: 'outbox' });
    const mail = await api(demo.owner, 'GET', `/api/config/outbox/${notice!.id}`);
    const text = (mail.json as { message: { text: string } }).message.text;
    expect(text).toContain('Someone filled in "Book a class" on Riverside Studio.');
    expect(text).toContain('Name:\n  First: Ada\n  Last: Lovelace');
    expect(text).toContain('Phone:\n  Country: \n  Areacode: 555\n  Prefix: 123\n  Line: 4567');
    expect(text).toContain('Crafts: Pottery, Glass');
    expect(text).toContain('Your last visit:\n  Friendly staff: Strongly Agree\n  Clean studio: Disagree');
    expect(text).toContain('utm_source: newsletter');
    expect(formFaults(watch.errors)).toEqual([]);
    await context.close();
  });

  it('sends a hidden field its default value when the address has no such query parameter', async () => {
    const context = await newContext(demo.browser);
    await chooseCookies(context, demo.base, true);
    const page = await context.newPage();
    const saves = recordRequests(page, '/api/form/SaveFormSubmission');
    await visitForm(page, `${demo.base}/book`);
    const form = page.locator('form.form-block__form');
    await form.getByLabel('Email (required)', { exact: true }).fill('grace@example.com');
    const name = form.getByRole('group', { name: 'Name (required)', exact: true });
    await name.getByLabel('First', { exact: true }).fill('Grace');
    await name.getByLabel('Last', { exact: true }).fill('Hopper');
    await page.getByRole('button', { name: 'Book' }).click();
    await expect.poll(() => page.getByText('Thanks, we will be in touch.').isVisible(), slow).toBe(true);
    const sent = sentForm(saves[0]!) as Record<string, unknown>;
    expect(sent.source).toBe('direct');
    // Nothing chosen: an empty checkbox list, an empty radio, empty compound parts.
    expect(sent).toMatchObject({ crafts: [], reach: '', phone: ['', '', '', ''], company: '' });
    const [latest] = await submissionsOf(demo.owner, formIdOf(everyType));
    expect(partsByField(latest!).source).toEqual(single('direct'));
    expect(partsByField(latest!).name).toEqual(labelled(['First', 'Last'], ['Grace', 'Hopper']));
    await context.close();
  });

  it('answers 404 with the spec text for a form that is only in a draft', async () => {
    const draftOnly = formBlock({ title: 'Not yet', fields: EVERY_TYPE });
    const pageId = await draftPageWithBlocks(demo.owner, 'not-yet', [draftOnly]);
    const context = await newContext(demo.browser);
    const page = await context.newPage();
    await page.goto(`${demo.base}/about`);
    const answer = await page.evaluate(
      async ({ formId, pageId }) => {
        const post = (url: string, body: unknown) =>
          fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
        const { key } = await (await post('/api/form/FormSubmissionKey', {})).json();
        const response = await post('/api/form/SaveFormSubmission', {
          key,
          formId,
          pageId,
          collectionId: pageId,
          objectName: 'form',
          form: JSON.stringify({ email: 'ada@example.com', name: ['Ada', 'Lovelace'] }),
        });
        return { status: response.status, body: await response.json() };
      },
      { formId: formIdOf(draftOnly), pageId },
    );
    expect(answer).toMatchObject({ status: 404, body: { error: 'This form has not been configured yet.' } });
    // Nothing was kept: the owner's inbox knows no such form.
    const inbox = await api(demo.owner, 'GET', `/api/config/forms/${formIdOf(draftOnly)}/submissions`);
    expect(inbox.status).toBe(404);
    await context.close();
  });
});
