import { ContributorRole } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import {
  contactValues,
  formBlock,
  newId,
  pageFields,
  pageWithBlocks,
  Visitor,
} from '#modules/forms/forms.test-support';
import { confirmedMember } from '#modules/members/members.test-support';
import { signUpThroughService } from '#modules/newsletter/newsletter.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { invitedContributor } from '#testing/invited-contributor';
import { createTestApp, ownerWithSite, type TestClient } from '#testing/test-app';
import { Shopper } from '#workflows/checkout/store.test-support';

const HOST = 'people-site.localhost';

/** docs/permissions.md, the role table: who holds each permission these reads need. */
const HOLDERS: Record<'view' | 'pages' | 'store' | 'forms' | 'consentLog' | 'members', readonly string[]> = {
  view: [
    'admin',
    'editor',
    'store manager',
    'reporting',
    'billing',
    'moderator',
    'campaigns editor',
    'viewer',
  ],
  pages: ['admin', 'editor'],
  store: ['admin', 'store manager'],
  forms: ['admin', 'editor', 'moderator', 'campaigns editor'],
  consentLog: ['admin'],
  members: ['admin', 'editor'],
};

const ROLES: Record<string, number> = {
  admin: ContributorRole.admin,
  editor: ContributorRole.editor,
  'store manager': ContributorRole.storeManager,
  reporting: ContributorRole.reporting,
  billing: ContributorRole.billing,
  moderator: ContributorRole.moderator,
  'campaigns editor': ContributorRole.campaignsEditor,
  viewer: ContributorRole.viewer,
};

describeEachDatabase('reading people’s data needs the permission that covers it', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const clients = new Map<string, TestClient>();
  const formId = newId();
  const ids = { order: '', submission: '', mail: '', member: '' };

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'people-owner@example.com', 'people-site');
    // One of each: an order, a form submission (and the owner's notification of it), a subscriber.
    const product = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Mug', 5),
    );
    expect(product.statusCode, product.body).toBe(201);
    ids.order = (await (await new Shopper(app, HOST).start()).buy(product.json().product.variants[0].id)).id;
    const pageId = await pageWithBlocks(owner.site, 'write', [
      formBlock(formId, { notificationEmail: 'team@example.com' }),
    ]);
    const sent = await new Visitor(app, HOST).save({ ...pageFields(formId, pageId), form: contactValues() });
    expect(sent.statusCode, sent.body).toBe(200);
    await signUpThroughService(app, owner.siteId, HOST)('reader@example.com');
    const submissions = await owner.site.request('GET', `/api/config/forms/${formId}/submissions`);
    ids.submission = submissions.json().submissions[0].id;
    ids.mail = (await owner.site.request('GET', '/api/config/outbox')).json().messages[0].id;
    await owner.site.request('PATCH', '/api/config/site', { memberAccounts: true });
    ids.member = (await confirmedMember(app, HOST, 'member@example.com', 'Ada Member')).id;
    for (const [name, role] of Object.entries(ROLES)) {
      const email = `${name.replace(' ', '-')}@example.com`;
      clients.set(name, await invitedContributor(app, owner.site, email, role));
    }
  });
  afterAll(() => app.close());

  const reads = (): { name: string; url: string; needs: keyof typeof HOLDERS }[] => [
    { name: 'orders', url: '/api/config/store/orders', needs: 'store' },
    { name: 'orders.csv', url: '/api/config/store/orders.csv', needs: 'store' },
    { name: 'an order', url: `/api/config/store/orders/${ids.order}`, needs: 'store' },
    { name: 'the list of forms', url: '/api/config/forms', needs: 'view' },
    { name: 'submissions', url: `/api/config/forms/${formId}/submissions`, needs: 'forms' },
    { name: 'submissions.csv', url: `/api/config/forms/${formId}/submissions.csv`, needs: 'forms' },
    {
      name: 'a submission',
      url: `/api/config/forms/${formId}/submissions/${ids.submission}`,
      needs: 'forms',
    },
    { name: 'subscribers', url: '/api/config/newsletter/subscribers', needs: 'forms' },
    { name: 'subscribers.csv', url: '/api/config/newsletter/subscribers.csv', needs: 'forms' },
    { name: 'the outbox', url: '/api/config/outbox', needs: 'forms' },
    { name: 'a mail', url: `/api/config/outbox/${ids.mail}`, needs: 'forms' },
    { name: 'the consent log', url: '/api/config/consent-log', needs: 'consentLog' },
    { name: 'consent-log.csv', url: '/api/config/consent-log.csv', needs: 'consentLog' },
    { name: 'the cookie banner settings', url: '/api/config/cookie-banner', needs: 'view' },
    { name: 'members', url: '/api/config/members', needs: 'members' },
    { name: 'members.csv', url: '/api/config/members.csv', needs: 'members' },
    { name: 'a member', url: `/api/config/members/${ids.member}`, needs: 'members' },
    { name: 'the member areas', url: '/api/config/member-areas', needs: 'members' },
  ];

  it.each(Object.keys(ROLES))('lets the %s read exactly what the permission table says', async (role) => {
    for (const read of reads()) {
      const response = await clients.get(role)!.request('GET', read.url);
      const allowed = HOLDERS[read.needs].includes(role);
      expect(response.statusCode, `${role}: ${read.name}`).toBe(allowed ? 200 : 403);
      if (!allowed) expect(response.json().authorizationFail, `${role}: ${read.name}`).toBe(true);
    }
  });

  it.each(Object.keys(ROLES))('lets the %s duplicate a page only with the pages permission', async (role) => {
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    const home = pages.find((page: { slug: string }) => page.slug === 'home');
    const response = await clients.get(role)!.request('POST', `/api/config/pages/${home.id}/duplicate`);
    const allowed = HOLDERS.pages.includes(role);
    expect(response.statusCode, role).toBe(allowed ? 201 : 403);
    if (allowed) expect(response.json().page).toMatchObject({ title: 'Copy of Home', navigation: '_hidden' });
    else expect(response.json().authorizationFail, role).toBe(true);
  });

  it.each(Object.keys(ROLES))(
    'lets the %s change members and areas only with the members permission',
    async (role) => {
      const client = clients.get(role)!;
      const allowed = HOLDERS.members.includes(role);
      const made = await client.request('POST', '/api/config/member-areas', { name: `Area of the ${role}` });
      expect(made.statusCode, role).toBe(allowed ? 201 : 403);
      const area = allowed
        ? made.json().area.id
        : (
            await owner.site.request('POST', '/api/config/member-areas', { name: `Owner's for ${role}` })
          ).json().area.id;
      const given = await client.request('PUT', `/api/config/members/${ids.member}/areas/${area}`);
      expect(given.statusCode, role).toBe(allowed ? 200 : 403);
      const removed = await client.request('DELETE', `/api/config/member-areas/${area}`);
      expect(removed.statusCode, role).toBe(allowed ? 200 : 403);
      if (!allowed) expect(removed.json().authorizationFail, role).toBe(true);
    },
  );

  it('lists no one in the list of forms, which every role reads', async () => {
    const { forms } = (await clients.get('viewer')!.request('GET', '/api/config/forms')).json();
    const ours = forms.find((form: { formId: string }) => form.formId === formId);
    expect(ours).toMatchObject({ submissionCount: 1 });
    for (const form of forms)
      expect(Object.keys(form).sort()).toEqual([
        'formId',
        'kind',
        'lastSubmittedAt',
        'pagePath',
        'pageTitle',
        'submissionCount',
        'title',
        'unreadCount',
      ]);
    expect(JSON.stringify(forms)).not.toMatch(/Ada|@example\.com/);
  });

  it('tells the editor which of these the role may read', async () => {
    const permissionsOf = async (role: string) =>
      (await clients.get(role)!.request('GET', '/api/config/site')).json().permissions as string[];
    for (const role of Object.keys(ROLES)) {
      const permissions = await permissionsOf(role);
      for (const [permission, holders] of Object.entries(HOLDERS))
        expect(permissions.includes(permission), `${role}: ${permission}`).toBe(holders.includes(role));
    }
  });
});
