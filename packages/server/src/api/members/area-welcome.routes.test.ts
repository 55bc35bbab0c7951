import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { confirmedMember } from '#modules/members/members.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { AREA_WELCOME_KIND } from '#render/area-welcome-mail';
import { createTestApp, ownerWithSite } from '#testing/test-app';
import { mailsTo, post } from './account.test-support';

const HOST = 'welcome-mail.localhost';

/** An area's welcome mail: once, when a member enters it (joining an open area, or added by the owner). */
describeEachDatabase('member areas’ welcome mails', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let open = '';
  let invite = '';

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'welcome-owner@example.com', 'welcome-mail');
    await owner.site.request('PATCH', '/api/config/site', { memberAccounts: true });
    const area = async (body: object) =>
      (await owner.site.request('POST', '/api/config/member-areas', body)).json().area.id as string;
    open = await area({ name: 'Studio members', welcomeText: 'The kiln code is on the notes page.' });
    invite = await area({ name: 'Clients', joinRule: 'invite' });
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    const about = pages.find((page: { slug: string }) => page.slug === 'about').id;
    await owner.site.request('PATCH', `/api/config/pages/${about}`, { memberAreaId: open });
  });
  afterAll(() => app.close());

  it('welcomes a member who joins an open area, with its words and a link to its page, once', async () => {
    const { client } = await confirmedMember(app, HOST, 'joiner@example.com');
    const joined = await post(client, '/account/join', { areaId: open, next: '/about' });
    expect(joined.statusCode).toBe(200);
    const [mail, ...more] = await mailsTo(app, 'joiner@example.com', AREA_WELCOME_KIND);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Welcome to Studio members');
    expect(mail!.text).toContain('The kiln code is on the notes page.');
    expect(mail!.path).toBe('/about');
    // Joining again changes nothing and mails nothing.
    await post(client, '/account/join', { areaId: open, next: '/about' });
    expect(await mailsTo(app, 'joiner@example.com', AREA_WELCOME_KIND)).toHaveLength(1);
    // An invite-only area takes nobody who asks, and mails nobody.
    await post(client, '/account/join', { areaId: invite, next: '/about' });
    expect(await mailsTo(app, 'joiner@example.com', AREA_WELCOME_KIND)).toHaveLength(1);
  });

  it('welcomes a member the owner adds, once, to the account page while the area has no page', async () => {
    const { id } = await confirmedMember(app, HOST, 'client@example.com');
    const add = () => owner.site.request('PUT', `/api/config/members/${id}/areas/${invite}`);
    expect((await add()).statusCode).toBe(200);
    expect((await add()).statusCode).toBe(200);
    const mails = await mailsTo(app, 'client@example.com', AREA_WELCOME_KIND);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Welcome to Clients');
    expect(mails[0]!.path).toBe('/account');
    expect(mails[0]!.website_id).toBe(owner.siteId);
  });
});
