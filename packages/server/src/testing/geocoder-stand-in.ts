import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A place the stand-in knows, in Nominatim's jsonv2 shape. */
export interface StandInPlace {
  osm_type: 'node' | 'way' | 'relation';
  osm_id: number;
  lat: string;
  lon: string;
  name: string;
  display_name: string;
  address: Record<string, string>;
}

/** The demo studio, where the sample tiles are. */
export const STUDIO_PLACE: StandInPlace = {
  osm_type: 'way',
  osm_id: 4_203_311,
  lat: '40.7033',
  lon: '-73.9881',
  name: 'Riverside Studio',
  display_name: 'Riverside Studio, 14 Water Street, Brooklyn, New York 11201, United States',
  address: {
    house_number: '14',
    road: 'Water Street',
    city: 'Brooklyn',
    state: 'New York',
    postcode: '11201',
    country: 'United States',
    country_code: 'us',
  },
};

export const KILN_PLACE: StandInPlace = {
  osm_type: 'node',
  osm_id: 77,
  lat: '48.8566',
  lon: '2.3522',
  name: 'Kiln Supplies',
  display_name: 'Kiln Supplies, 3 Rue des Potiers, Paris, 75004, France',
  address: {
    house_number: '3',
    road: 'Rue des Potiers',
    city: 'Paris',
    postcode: '75004',
    country: 'France',
  },
};

export interface GeocoderStandIn {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Every request answered, in order: its path and query. */
  calls: { path: string; query: Record<string, string> }[];
  /** Answers 503 to everything while true, as a service that is down. */
  failing: boolean;
  close(): Promise<void>;
}

/**
 * A geocoder on this machine for tests: a real HTTP server speaking the parts of Nominatim's API
 * the adapter uses (`GET /search?q=…&format=jsonv2` and `GET /lookup?osm_ids=W123&format=jsonv2`,
 * with `addressdetails=1`), over a few known places: a search matches every word of the query.
 */
export async function startGeocoderStandIn(
  places: readonly StandInPlace[] = [STUDIO_PLACE, KILN_PLACE],
): Promise<GeocoderStandIn> {
  const standIn: Omit<GeocoderStandIn, 'url' | 'close'> = { calls: [], failing: false };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const query = Object.fromEntries(url.searchParams);
    standIn.calls.push({ path: url.pathname, query });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (standIn.failing) return send(503, { error: 'down' });
    if (query.format !== 'jsonv2') return send(400, { error: 'format' });
    const withDetails = (place: StandInPlace) =>
      query.addressdetails === '1' ? place : { ...place, address: undefined };
    if (url.pathname === '/search') {
      const words = (query.q ?? '')
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean);
      const found = places.filter((place) =>
        words.every((word) => place.display_name.toLowerCase().includes(word)),
      );
      return send(200, found.slice(0, Number(query.limit ?? 10)).map(withDetails));
    }
    if (url.pathname === '/lookup') {
      const ids = (query.osm_ids ?? '').split(',');
      return send(
        200,
        places
          .filter((place) => ids.includes(`${place.osm_type[0]!.toUpperCase()}${place.osm_id}`))
          .map(withDetails),
      );
    }
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
