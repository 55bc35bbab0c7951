import { DEFAULT_SITE_STYLES } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { workshop } from '#modules/events/events.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

/** Ids of things of one site that routes name besides its pages; a page id stands in when absent. */
interface SiteIds {
  blogId: string;
  postId: string;
  eventsPageId: string;
  eventId: string;
}

/** Every owner route of a site host, with a body that would be valid for the route's own site. */
const ownerRoutes = (
  pageId: string,
  { blogId, postId, eventsPageId, eventId }: SiteIds = {
    blogId: pageId,
    postId: pageId,
    eventsPageId: pageId,
    eventId: pageId,
  },
): { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown }[] => [
  { method: 'GET', url: '/api/config/site' },
  { method: 'PATCH', url: '/api/config/site', body: { title: 'Taken over' } },
  { method: 'GET', url: '/api/config/pages' },
  { method: 'POST', url: '/api/config/pages', body: { title: 'Injected' } },
  { method: 'PATCH', url: `/api/config/pages/${pageId}`, body: { title: 'Renamed' } },
  { method: 'DELETE', url: `/api/config/pages/${pageId}` },
  { method: 'POST', url: `/api/config/pages/${pageId}/duplicate` },
  { method: 'PUT', url: '/api/config/pages-order', body: { navigation: 'main', ids: [pageId] } },
  { method: 'GET', url: `/api/config/pages/${pageId}/draft` },
  { method: 'GET', url: '/api/config/navigation' },
  { method: 'PUT', url: '/api/config/navigation', body: { items: [{ id: pageId, parentId: null }] } },
  {
    method: 'POST',
    url: '/api/config/navigation/links',
    body: { title: 'Shop', url: 'https://example.com' },
  },
  { method: 'PATCH', url: `/api/config/navigation/links/${pageId}`, body: { title: 'Taken' } },
  { method: 'DELETE', url: `/api/config/navigation/links/${pageId}` },
  {
    method: 'PUT',
    url: `/api/config/pages/${pageId}/draft`,
    body: { document: { sections: [] }, revision: 1 },
  },
  { method: 'POST', url: `/api/config/pages/${pageId}/publish` },
  { method: 'GET', url: '/api/config/publish' },
  { method: 'POST', url: '/api/config/publish' },
  { method: 'GET', url: '/api/config/site-versions' },
  { method: 'GET', url: '/api/config/site-versions/1' },
  { method: 'POST', url: '/api/config/site-versions/1/restore' },
  { method: 'GET', url: '/api/config/seo' },
  { method: 'GET', url: '/api/config/styles' },
  { method: 'PUT', url: '/api/config/styles', body: { styles: DEFAULT_SITE_STYLES, revision: 0 } },
  { method: 'GET', url: '/api/config/templates' },
  { method: 'GET', url: '/api/config/contributors' },
  { method: 'POST', url: '/api/config/contributors', body: { email: 'alice@example.com', role: 1 } },
  { method: 'DELETE', url: `/api/config/contributors/${pageId}` },
  { method: 'POST', url: '/api/config/invitations', body: { email: 'mallory@example.com', role: 1 } },
  { method: 'DELETE', url: `/api/config/invitations/${pageId}` },
  { method: 'PUT', url: '/api/config/seo', body: { description: 'Hijacked' } },
  { method: 'GET', url: '/api/config/domains' },
  { method: 'POST', url: '/api/config/domains', body: { hostname: 'hijack.example' } },
  { method: 'DELETE', url: '/api/config/domains/ID' },
  { method: 'POST', url: '/api/config/domains/ID/verify' },
  { method: 'PUT', url: '/api/config/domains-primary', body: { hostname: null } },
  // Forms: a page id stands in for the form and submission ids, which are ids of the same kind.
  { method: 'GET', url: '/api/config/forms' },
  { method: 'GET', url: `/api/config/forms/${pageId}/submissions` },
  { method: 'GET', url: `/api/config/forms/${pageId}/submissions.csv` },
  { method: 'GET', url: `/api/config/forms/${pageId}/submissions/${pageId}` },
  { method: 'PUT', url: `/api/config/forms/${pageId}/submissions/${pageId}/read`, body: { read: true } },
  { method: 'DELETE', url: `/api/config/forms/${pageId}/submissions/${pageId}` },
  // Newsletter subscribers and the outbox: a page id stands in for a subscriber's or a mail's id.
  { method: 'GET', url: '/api/config/newsletter/subscribers' },
  { method: 'GET', url: '/api/config/newsletter/subscribers.csv' },
  { method: 'DELETE', url: `/api/config/newsletter/subscribers/${pageId}` },
  { method: 'GET', url: '/api/config/outbox' },
  { method: 'GET', url: `/api/config/outbox/${pageId}` },
  // Analytics, the cookie banner and the consent log.
  { method: 'GET', url: '/api/config/analytics?from=2024-01-01&to=2024-01-31' },
  { method: 'GET', url: '/api/config/analytics.csv?from=2024-01-01&to=2024-01-31&report=pages' },
  { method: 'GET', url: '/api/config/cookie-banner' },
  { method: 'PUT', url: '/api/config/cookie-banner', body: { settings: { isCookieBannerEnabled: true } } },
  { method: 'GET', url: '/api/config/consent-log' },
  { method: 'GET', url: '/api/config/consent-log.csv' },
  // The announcement bar, the popup overlay and its report.
  { method: 'GET', url: '/api/config/announcement-bar' },
  {
    method: 'PUT',
    url: '/api/config/announcement-bar',
    body: { settings: { enabled: true, text: 'Hijacked' } },
  },
  { method: 'GET', url: '/api/config/popup-overlay' },
  {
    method: 'PUT',
    url: '/api/config/popup-overlay',
    body: { settings: { style: 'card', content: 'message', title: 'Hijacked' } },
  },
  { method: 'GET', url: '/api/config/popup-overlay/report?from=2024-01-01&to=2024-01-31' },
  // A blog and its posts.
  { method: 'GET', url: `/api/config/blogs/${blogId}/posts` },
  {
    method: 'POST',
    url: `/api/config/blogs/${blogId}/posts`,
    body: { title: 'Injected', status: 'published' },
  },
  { method: 'GET', url: `/api/config/blogs/${blogId}/posts/${postId}` },
  { method: 'PATCH', url: `/api/config/blogs/${blogId}/posts/${postId}`, body: { title: 'Taken over' } },
  { method: 'POST', url: `/api/config/blogs/${blogId}/posts/${postId}/duplicate` },
  { method: 'DELETE', url: `/api/config/blogs/${blogId}/posts/${postId}` },
  { method: 'PUT', url: `/api/config/blogs/${blogId}/settings`, body: { urlFormat: '%t', perPage: 1 } },
  // An Events page and its events.
  { method: 'GET', url: `/api/config/pages/${eventsPageId}/events` },
  { method: 'POST', url: `/api/config/pages/${eventsPageId}/events`, body: workshop({ title: 'Injected' }) },
  { method: 'GET', url: `/api/config/events/${eventId}` },
  { method: 'PUT', url: `/api/config/events/${eventId}`, body: workshop({ title: 'Taken over' }) },
  { method: 'POST', url: `/api/config/events/${eventId}/duplicate` },
  { method: 'DELETE', url: `/api/config/events/${eventId}` },
  // The Map block's address search.
  { method: 'GET', url: '/api/google-maps/places/autocomplete?input=Rue%20de%20la%20Poterie' },
  { method: 'GET', url: '/api/google-maps/places/details?placeId=N123' },
  // The store: a page id stands in for a product's, a variant's and a coupon's id.
  { method: 'GET', url: '/api/config/store/products' },
  {
    method: 'POST',
    url: '/api/config/store/products',
    body: { productType: 1, name: 'X', variants: [{ price: 1 }] },
  },
  { method: 'GET', url: `/api/config/store/products/${pageId}` },
  {
    method: 'PUT',
    url: `/api/config/store/products/${pageId}`,
    body: { productType: 1, name: 'X', variants: [{ price: 1 }] },
  },
  { method: 'DELETE', url: `/api/config/store/products/${pageId}` },
  { method: 'POST', url: `/api/config/store/products/${pageId}/duplicate` },
  { method: 'GET', url: '/api/config/store/inventory' },
  { method: 'PATCH', url: '/api/config/store/variants', body: { variants: [{ id: pageId, qtyInStock: 0 }] } },
  { method: 'GET', url: '/api/config/store/settings' },
  { method: 'PUT', url: '/api/config/store/settings', body: { currency: 'USD', measurementStandard: 1 } },
  { method: 'GET', url: '/api/config/store/coupons' },
  { method: 'POST', url: '/api/config/store/coupons', body: { code: 'A', kind: 'free_shipping' } },
  { method: 'PUT', url: `/api/config/store/coupons/${pageId}`, body: { code: 'A', kind: 'free_shipping' } },
  { method: 'DELETE', url: `/api/config/store/coupons/${pageId}` },
  { method: 'GET', url: '/api/config/store/orders' },
  { method: 'GET', url: '/api/config/store/orders.csv' },
  { method: 'GET', url: `/api/config/store/orders/${pageId}` },
  { method: 'POST', url: `/api/config/store/orders/${pageId}/fulfil`, body: {} },
  { method: 'POST', url: `/api/config/store/orders/${pageId}/cancel` },
  { method: 'POST', url: `/api/config/store/orders/${pageId}/refund`, body: {} },
  // Product reviews: a page id stands in for a review's id.
  { method: 'GET', url: '/api/config/store/reviews' },
  { method: 'PATCH', url: `/api/config/store/reviews/${pageId}`, body: { status: 'published' } },
  { method: 'DELETE', url: `/api/config/store/reviews/${pageId}` },
  { method: 'GET', url: '/api/config/store/review-settings' },
  {
    method: 'PUT',
    url: '/api/config/store/review-settings',
    body: { moderation: 'publish', requestDelayDays: 0 },
  },
  { method: 'GET', url: '/api/config/media' },
  { method: 'POST', url: '/api/config/media' },
  { method: 'GET', url: `/api/config/media/${pageId}` },
  { method: 'PATCH', url: `/api/config/media/${pageId}`, body: { alt: 'Taken over' } },
  { method: 'DELETE', url: `/api/config/media/${pageId}` },
  { method: 'GET', url: `/api/config/media/${pageId}/original` },
  { method: 'GET', url: `/api/config/media/${pageId}/usage` },
  { method: 'PUT', url: `/api/config/media/${pageId}/file` },
  { method: 'POST', url: '/api/config/media/uploads', body: { fileName: 'a.jpg', size: 10 } },
  { method: 'GET', url: `/api/config/media/uploads/${pageId}` },
  { method: 'DELETE', url: `/api/config/media/uploads/${pageId}` },
  { method: 'PUT', url: `/api/config/media/uploads/${pageId}/parts/1` },
  { method: 'POST', url: `/api/config/media/uploads/${pageId}/complete` },
  // Members and member areas: a page id stands in for a member's and an area's id.
  { method: 'GET', url: '/api/config/members' },
  { method: 'GET', url: '/api/config/members.csv' },
  { method: 'GET', url: `/api/config/members/${pageId}` },
  { method: 'PUT', url: `/api/config/members/${pageId}/areas/${pageId}` },
  { method: 'DELETE', url: `/api/config/members/${pageId}/areas/${pageId}` },
  { method: 'GET', url: '/api/config/member-areas' },
  { method: 'POST', url: '/api/config/member-areas', body: { name: 'Taken' } },
  { method: 'PATCH', url: `/api/config/member-areas/${pageId}`, body: { name: 'Taken' } },
  { method: 'DELETE', url: `/api/config/member-areas/${pageId}` },
  // Donors: a page id stands in for a donation's id.
  { method: 'GET', url: '/api/config/donations' },
  { method: 'GET', url: '/api/config/donations.csv' },
  { method: 'GET', url: '/api/config/donations/organisation' },
  {
    method: 'PUT',
    url: '/api/config/donations/organisation',
    body: { name: 'Taken', address: '', taxNumber: '' },
  },
  { method: 'POST', url: `/api/config/donations/${pageId}/resend-receipt` },
  { method: 'GET', url: '/api/site-header-footer' },
  {
    method: 'PUT',
    url: '/api/site-header-footer',
    body: { header: { title: 'X', tagline: '' }, footer: { text: '' } },
  },
];

describeEachDatabase('one owner cannot touch another owner’s site', (database) => {
  let app: FastifyInstance;
  let alice: Awaited<ReturnType<typeof ownerWithSite>>;
  let bob: Awaited<ReturnType<typeof ownerWithSite>>;
  let bobPageId: string;
  let bobIds: SiteIds;

  /** What Bob's blog, events and overlays hold, to compare after the attempts. */
  const bobsThings = async () => {
    const read = async (url: string) => (await bob.site.request('GET', url)).json();
    return {
      posts: await read(`/api/config/blogs/${bobIds.blogId}/posts`),
      events: await read(`/api/config/pages/${bobIds.eventsPageId}/events`),
      announcementBar: await read('/api/config/announcement-bar'),
      popupOverlay: await read('/api/config/popup-overlay'),
    };
  };
  let bobsThingsBefore: Awaited<ReturnType<typeof bobsThings>>;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    alice = await ownerWithSite(app, 'alice@example.com', 'alice-site');
    bob = await ownerWithSite(app, 'bob@example.com', 'bob-site');
    const pages = await bob.site.request('GET', '/api/config/pages');
    bobPageId = pages.json().pages.find((p: { slug: string }) => p.slug === 'about').id;
    const made = async (url: string, body: unknown, key: string): Promise<string> => {
      const response = await bob.site.request('POST', url, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json()[key].id;
    };
    const blogId = await made('/api/config/pages', { kind: 'blog', title: 'Journal' }, 'page');
    const eventsPageId = await made('/api/config/pages', { kind: 'events', title: 'Workshops' }, 'page');
    bobIds = {
      blogId,
      postId: await made(
        `/api/config/blogs/${blogId}/posts`,
        { title: 'Firing day', status: 'published' },
        'post',
      ),
      eventsPageId,
      eventId: await made(`/api/config/pages/${eventsPageId}/events`, workshop(), 'event'),
    };
    bobsThingsBefore = await bobsThings();
    expect(bobsThingsBefore.posts.posts).toHaveLength(1);
    expect(bobsThingsBefore.events.events).toHaveLength(1);
  });
  afterAll(() => app.close());

  it('covers every owner route the app registers', () => {
    const registered = app.routeTable
      .filter(
        (r) =>
          r.method !== 'HEAD' &&
          (r.url.startsWith('/api/config') ||
            r.url.startsWith('/api/google-maps') ||
            r.url === '/api/site-header-footer'),
      )
      .map(
        (r) =>
          `${r.method} ${r.url.replace(':id', 'ID').replace(':hostname', 'ID').replace(':formId', 'ID')}`,
      )
      .map((route) =>
        route
          .replace(':number', '1')
          .replace(':uploadId', 'ID')
          .replace(':part', '1')
          .replace(':areaId', 'ID')
          .replace(':blogId', 'ID')
          .replace(':postId', 'ID')
          .replace(':pageId', 'ID'),
      )
      .sort();
    const tested = ownerRoutes('ID')
      .map((r) => `${r.method} ${r.url.split('?')[0]}`)
      .sort();
    expect(tested).toEqual(registered);
  });

  it('refuses Alice, signed in on Bob’s host, on every owner route', async () => {
    const intruder = new TestClient(app, 'bob-site.localhost');
    expect((await intruder.signIn('alice@example.com')).statusCode).toBe(200);
    for (const route of ownerRoutes(bobPageId, bobIds)) {
      const response = await intruder.request(route.method, route.url, route.body);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().authorizationFail, `${route.method} ${route.url}`).toBe(true);
    }
  });

  it('finds none of Bob’s pages through Alice’s own host', async () => {
    const bobs = [bobPageId, ...Object.values(bobIds)];
    for (const route of ownerRoutes(bobPageId, bobIds).filter((r) => bobs.some((id) => r.url.includes(id)))) {
      const response = await alice.site.request(route.method, route.url, route.body);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
  });

  it('asks a visitor with no session to sign in on every owner route', async () => {
    const visitor = new TestClient(app, 'bob-site.localhost');
    await visitor.request('GET', '/api/auth/session');
    for (const route of ownerRoutes(bobPageId, bobIds)) {
      const response = await visitor.request(route.method, route.url, route.body);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().loginRequired).toBe(true);
    }
  });

  it('left Bob’s site exactly as it was', async () => {
    const site = await bob.site.request('GET', '/api/config/site');
    expect(site.json().site.title).toBe('Site bob-site');
    const pages = await bob.site.request('GET', '/api/config/pages');
    expect(pages.json().pages.map((p: { title: string }) => p.title)).toEqual([
      'Home',
      'About',
      'Contact',
      'Journal',
      'Workshops',
    ]);
    expect((await bob.site.request('GET', '/api/config/styles')).json().revision).toBe(1);
    const headerFooter = await bob.site.request('GET', '/api/site-header-footer');
    expect(headerFooter.json().header.title).toBe('Site bob-site');
    const reviewSettings = await bob.site.request('GET', '/api/config/store/review-settings');
    expect(reviewSettings.json().settings).toEqual({ moderation: 'wait', requestDelayDays: 7 });
    expect(await bobsThings()).toEqual(bobsThingsBefore);
  });

  it('hands off only to the sites an account has a role on', async () => {
    const response = await alice.home.request('POST', `/api/platform/sites/${bob.siteId}/handoff`);
    expect(response.statusCode).toBe(404);
  });
});
