import { ContributorRole } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { donationPage, give, KILN_FUND } from '#modules/donations/donations.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { invitedContributor } from '#testing/invited-contributor';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const HOST = 'donors-a.localhost';

/** docs/permissions.md: who reads donors (the `donations` permission). */
const ROLES: [string, number, boolean][] = [
  ['editor', ContributorRole.editor, false],
  ['store manager', ContributorRole.storeManager, true],
  ['reporting', ContributorRole.reporting, false],
  ['billing', ContributorRole.billing, false],
  ['moderator', ContributorRole.moderator, false],
  ['campaigns editor', ContributorRole.campaignsEditor, false],
  ['viewer', ContributorRole.viewer, false],
];

const receipts = (app: FastifyInstance) =>
  app.db.selectFrom('mail_messages').select(['to', 'text']).where('kind', '=', 'donation-receipt').execute();

describeEachDatabase('the owner’s donors', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let other: Awaited<ReturnType<typeof ownerWithSite>>;
  let donationId = '';

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'donors-owner@example.com', 'donors-a');
    other = await ownerWithSite(app, 'donors-other@example.com', 'donors-b');
    const kiln = await donationPage(owner.site, 'kiln');
    const library = await donationPage(owner.site, 'library', {
      ...KILN_FUND,
      cause: 'Glaze library',
      fund: '',
    });
    await give(app, HOST, kiln.blockId, { amount: 2500, name: 'Ada', message: 'For the kiln' });
    await give(app, HOST, kiln.blockId, { customAmount: '7.50', name: 'Grace' });
    await give(app, HOST, library.blockId, { amount: 5000, email: 'alan@example.com' });
    // One who never paid: not a donor.
    const pending = await owner.site.request('POST', `/api/commerce/donate?donatePageId=${kiln.blockId}`, {
      amount: 1000,
      email: 'later@example.com',
    });
    expect(pending.statusCode).toBe(201);
  });
  afterAll(() => app.close());

  it('lists the donors newest first with totals per cause and overall', async () => {
    const response = await owner.site.request('GET', '/api/config/donations');
    expect(response.statusCode, response.body).toBe(200);
    const { donations, totals } = response.json();
    expect(donations.map((d: { name: string; amount: number }) => [d.name, d.amount])).toEqual([
      ['', 5000],
      ['Grace', 750],
      ['Ada', 2500],
    ]);
    donationId = donations.find((d: { name: string }) => d.name === 'Ada').id;
    expect(donations.find((d: { name: string }) => d.name === 'Ada')).toMatchObject({
      receiptNumber: 1,
      status: 'paid',
      cause: 'Community kiln fund',
      message: 'For the kiln',
      amountFormatted: '$25.00',
    });
    expect(totals.byCause).toEqual([
      { cause: 'Community kiln fund', currency: 'USD', count: 2, total: 3250, totalFormatted: '$32.50' },
      { cause: 'Glaze library', currency: 'USD', count: 1, total: 5000, totalFormatted: '$50.00' },
    ]);
    expect(totals.overall).toEqual([{ currency: 'USD', count: 3, total: 8250, totalFormatted: '$82.50' }]);
  });

  it('exports the donors as CSV, by receipt number', async () => {
    const csv = await owner.site.request('GET', '/api/config/donations.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Receipt,Date,Status,Cause,Fund,Frequency,Name,Email,Currency,Amount,Message');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^1,.*,paid,Community kiln fund,Kiln repairs,one-time,Ada,donor@example.com,USD,2500,For the kiln$/,
    );
    expect(lines[3]).toContain('Glaze library');
  });

  it('keeps the organisation’s details, refusing a bad field by name, and resends a receipt with them', async () => {
    const bad = await owner.site.request('PUT', '/api/config/donations/organisation', {
      name: 'x'.repeat(201),
      address: '',
      taxNumber: 5,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'taxNumber']);
    const saved = await owner.site.request('PUT', '/api/config/donations/organisation', {
      name: 'Riverside Clay Cooperative',
      address: '12 Mill Lane',
      taxNumber: 'CH-4471',
    });
    expect(saved.json().organisation).toEqual({
      name: 'Riverside Clay Cooperative',
      address: '12 Mill Lane',
      taxNumber: 'CH-4471',
      lastReceiptNumber: 3,
    });
    const before = (await receipts(app)).length;
    const resent = await owner.site.request('POST', `/api/config/donations/${donationId}/resend-receipt`);
    expect(resent.statusCode, resent.body).toBe(200);
    const after = await receipts(app);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.text).toContain('Tax or charity number: CH-4471');
    expect(after.at(-1)!.text).toContain('Receipt number: 1');
  });

  it('takes a gift refunded in full by the store out of the totals, keeping its receipt number', async () => {
    const grace = (await owner.site.request('GET', '/api/config/donations'))
      .json()
      .donations.find((d: { name: string }) => d.name === 'Grace');
    const refunded = await owner.site.request('POST', `/api/config/store/orders/${grace.orderId}/refund`, {
      amount: 750,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const after = (await owner.site.request('GET', '/api/config/donations')).json();
    expect(after.donations.find((d: { name: string }) => d.name === 'Grace')).toMatchObject({
      status: 'refunded',
      receiptNumber: 2,
    });
    expect(after.totals.overall).toEqual([
      { currency: 'USD', count: 2, total: 7500, totalFormatted: '$75.00' },
    ]);
  });

  it('keeps each site’s donors to its own owner', async () => {
    const list = await other.site.request('GET', '/api/config/donations');
    expect(list.statusCode).toBe(200);
    expect(list.json().donations).toEqual([]);
    expect(list.json().totals.overall).toEqual([]);
    const before = (await receipts(app)).length;
    expect(
      (await other.site.request('POST', `/api/config/donations/${donationId}/resend-receipt`)).statusCode,
    ).toBe(404);
    expect(await receipts(app)).toHaveLength(before);
    // Another site's owner on this site's host has no role here.
    const intruder = new TestClient(app, HOST);
    await intruder.signIn('donors-other@example.com');
    for (const [method, url] of [
      ['GET', '/api/config/donations'],
      ['GET', '/api/config/donations.csv'],
      ['PUT', '/api/config/donations/organisation'],
      ['POST', `/api/config/donations/${donationId}/resend-receipt`],
    ] as const) {
      const response = await intruder.request(
        method,
        url,
        method === 'PUT' ? { name: 'x', address: '', taxNumber: '' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(
      (await owner.site.request('GET', '/api/config/donations/organisation')).json().organisation.name,
    ).toBe('Riverside Clay Cooperative');
  });

  it('lets admins and store managers read donors, and no other role (docs/permissions.md)', async () => {
    for (const [name, role, allowed] of ROLES) {
      const client = await invitedContributor(
        app,
        owner.site,
        `${name.replace(' ', '-')}@donors.example`,
        role,
      );
      for (const [method, url] of [
        ['GET', '/api/config/donations'],
        ['GET', '/api/config/donations.csv'],
        ['GET', '/api/config/donations/organisation'],
        ['PUT', '/api/config/donations/organisation'],
        ['POST', `/api/config/donations/${donationId}/resend-receipt`],
      ] as const) {
        const body =
          method === 'PUT'
            ? { name: 'Riverside Clay Cooperative', address: '12 Mill Lane', taxNumber: 'CH-4471' }
            : undefined;
        const response = await client.request(method, url, body);
        expect(response.statusCode, `${name}: ${method} ${url}`).toBe(allowed ? 200 : 403);
      }
    }
  });
});
