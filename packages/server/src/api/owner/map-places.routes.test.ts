import { ContributorRole } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { type GeocoderStandIn, startGeocoderStandIn } from '#testing/geocoder-stand-in';
import { invitedContributor } from '#testing/invited-contributor';
import { createTestApp, ownerWithSite, type TestClient } from '#testing/test-app';
import { PLACE_SEARCHES_PER_MINUTE } from './map-places.routes';

const AUTOCOMPLETE = '/api/google-maps/places/autocomplete';
const DETAILS = '/api/google-maps/places/details';
const TRACKING = 'productPage=editor&productSection=map-block';

const STUDIO = {
  placeId: 'W4203311',
  lat: 40.7033,
  lng: -73.9881,
  addressTitle: 'Riverside Studio',
  addressLine1: '14 Water Street',
  addressLine2: 'Brooklyn, New York 11201',
  addressCountry: 'United States',
  description: 'Riverside Studio, 14 Water Street, Brooklyn, New York 11201, United States',
};

describeEachDatabase('the map block’s address search (spec 001 §7)', (database) => {
  let app: FastifyInstance;
  let geocoder: GeocoderStandIn;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let other: Awaited<ReturnType<typeof ownerWithSite>>;
  const clients: Record<string, TestClient> = {};

  beforeAll(async () => {
    geocoder = await startGeocoderStandIn();
    app = await createTestApp(database.current, { GEOCODER_URL: geocoder.url });
    owner = await ownerWithSite(app, 'map-owner@example.com', 'map-site');
    other = await ownerWithSite(app, 'map-other@example.com', 'map-other');
    clients.editor = await invitedContributor(
      app,
      owner.site,
      'map-editor@example.com',
      ContributorRole.editor,
    );
    clients.viewer = await invitedContributor(
      app,
      owner.site,
      'map-viewer@example.com',
      ContributorRole.viewer,
    );
    clients.store = await invitedContributor(
      app,
      owner.site,
      'map-store@example.com',
      ContributorRole.storeManager,
    );
  });
  afterAll(async () => {
    await app.close();
    await geocoder.close();
  });

  it('offers the addresses that match what the owner typed, through the Nominatim-style API', async () => {
    const response = await owner.site.request(
      'GET',
      `${AUTOCOMPLETE}?input=${encodeURIComponent('14 Water Street Brooklyn')}&${TRACKING}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      predictions: [{ placeId: STUDIO.placeId, description: STUDIO.description }],
    });
    const call = geocoder.calls.at(-1)!;
    expect(call.path).toBe('/search');
    expect(call.query).toMatchObject({
      q: '14 Water Street Brooklyn',
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'en-US',
    });
    const none = await owner.site.request('GET', `${AUTOCOMPLETE}?input=nowhere+at+all&${TRACKING}`);
    expect(none.json()).toEqual({ predictions: [] });
  });

  it('gives the chosen address’s position and its address card', async () => {
    const response = await owner.site.request('GET', `${DETAILS}?placeId=${STUDIO.placeId}&${TRACKING}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ result: STUDIO });
    expect(geocoder.calls.at(-1)).toMatchObject({
      path: '/lookup',
      query: { osm_ids: STUDIO.placeId, format: 'jsonv2' },
    });
    const gone = await owner.site.request('GET', `${DETAILS}?placeId=N1&${TRACKING}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('maps.place_not_found');
  });

  it('answers bad input with a 400 naming the field', async () => {
    const short = await owner.site.request('GET', `${AUTOCOMPLETE}?input=ab`);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ input: 'Type at least 3 characters of the address.' });
    const missing = await owner.site.request('GET', AUTOCOMPLETE);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['input']);
    const badId = await owner.site.request(
      'GET',
      `${DETAILS}?placeId=${encodeURIComponent('W1&osm_ids=N2')}`,
    );
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toEqual({ placeId: 'Choose an address from the search.' });
  });

  it('is for whoever may change pages: editors yes; viewers, store managers, strangers and other sites’ owners no', async () => {
    const search = (client: TestClient) => client.request('GET', `${AUTOCOMPLETE}?input=Water+Street`);
    expect((await search(clients.editor!)).statusCode).toBe(200);
    const before = geocoder.calls.length;
    expect((await search(clients.viewer!)).statusCode).toBe(403);
    expect((await search(clients.store!)).statusCode).toBe(403);
    // Another site's owner, signed in on this site's host, has no role here.
    const stranger = new (owner.site.constructor as typeof TestClient)(app, owner.site.host);
    await stranger.signIn('map-other@example.com');
    expect((await search(stranger)).statusCode).toBe(403);
    // Nobody signed in.
    const anonymous = new (owner.site.constructor as typeof TestClient)(app, owner.site.host);
    expect((await search(anonymous)).statusCode).toBe(401);
    // The other owner on their own site is answered, for their site only.
    expect((await search(other.site)).statusCode).toBe(200);
    expect(geocoder.calls.length).toBe(before + 1);
  });

  it(`holds one person to ${PLACE_SEARCHES_PER_MINUTE} searches a minute on a site, with Retry-After`, async () => {
    const client = clients.editor!;
    let last = await client.request('GET', `${AUTOCOMPLETE}?input=Water+Street`);
    for (let i = 0; i < PLACE_SEARCHES_PER_MINUTE && last.statusCode === 200; i++)
      last = await client.request('GET', `${AUTOCOMPLETE}?input=Water+Street`);
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe('maps.too_many_searches');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's own count is apart.
    expect((await owner.site.request('GET', `${AUTOCOMPLETE}?input=Water+Street`)).statusCode).toBe(200);
  });

  it('answers 502 when the geocoder is down, and nothing is lost', async () => {
    geocoder.failing = true;
    try {
      const response = await owner.site.request('GET', `${AUTOCOMPLETE}?input=Water+Street`);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error: 'The address search is not answering. Try again, or type the latitude and longitude.',
        code: 'maps.geocoder_unavailable',
      });
    } finally {
      geocoder.failing = false;
    }
  });
});

describe('the address search without a geocoder', () => {
  it('says so with a 503, and the position can still be typed', async () => {
    const { openTestDatabase } = await import('#platform/db/test-databases');
    const database = await openTestDatabase(null);
    const app = await createTestApp(database);
    try {
      const owner = await ownerWithSite(app, 'no-geo@example.com', 'no-geo');
      const response = await owner.site.request('GET', `${AUTOCOMPLETE}?input=Water+Street`);
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('maps.geocoder_not_configured');
      // A bad question is still a bad question: a 400 naming the field, not the set-up.
      const bad = await owner.site.request('GET', AUTOCOMPLETE);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors ?? {})).toContain('input');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
