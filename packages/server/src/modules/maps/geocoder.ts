/** One address a search offered, as the editor lists it. */
export interface PlacePrediction {
  placeId: string;
  description: string;
}

/** A chosen address: its position and the address card's fields. */
export interface PlaceDetails {
  placeId: string;
  lat: number;
  lng: number;
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
  description: string;
}

/** Finds addresses: the adapter behind the spec's places calls (spec 001 §7). */
export interface Geocoder {
  autocomplete(input: string, language: string): Promise<PlacePrediction[]>;
  details(placeId: string, language: string): Promise<PlaceDetails | null>;
}

/** The geocoding service could not be reached, was too slow, or answered something unreadable. */
export class GeocoderUnavailable extends Error {}

/** A Nominatim place id: its OSM type's letter and its OSM id (`W123`), as /lookup takes them. */
export const PLACE_ID = /^[NWR]\d{1,15}$/;

interface NominatimPlace {
  osm_type?: string;
  osm_id?: number;
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

const TIMEOUT_MS = 10_000;
const RESULTS = 5;
/** Nominatim's usage policy asks every application to name itself. */
const USER_AGENT = 'Atelier site builder (address search for map blocks)';

function placeId(place: NominatimPlace): string | null {
  const letter = place.osm_type?.[0]?.toUpperCase();
  const id = `${letter}${place.osm_id}`;
  return PLACE_ID.test(id) ? id : null;
}

/** The address card from Nominatim's address parts: number and road, then town, region and code. */
function addressOf(place: NominatimPlace, id: string): PlaceDetails | null {
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const a = place.address ?? {};
  const road = a.road ?? a.pedestrian ?? a.footway ?? '';
  const line1 = [a.house_number, road].filter(Boolean).join(' ');
  const town = a.city ?? a.town ?? a.village ?? a.hamlet ?? a.suburb ?? '';
  const region = [a.state, a.postcode].filter(Boolean).join(' ');
  const name = place.name?.trim() ?? '';
  return {
    placeId: id,
    lat,
    lng,
    addressTitle: name && name !== road && name !== line1 ? name : '',
    addressLine1: line1,
    addressLine2: [town, region].filter(Boolean).join(', '),
    addressCountry: a.country ?? '',
    description: place.display_name ?? [name, line1, town].filter(Boolean).join(', '),
  };
}

/**
 * A Nominatim-style search API (https://nominatim.org/release-docs/latest/api/Search/): `/search`
 * for what the owner typed, `/lookup` for the one chosen, both `format=jsonv2` with address details,
 * in the editor's language. The operator's own instance, or a public one within its usage policy.
 */
export class NominatimGeocoder implements Geocoder {
  constructor(
    private readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  ) {}

  private async get(path: string, params: Record<string, string>): Promise<NominatimPlace[]> {
    const url = new URL(path, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    for (const [key, value] of Object.entries({ ...params, format: 'jsonv2', addressdetails: '1' }))
      url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        headers: { accept: 'application/json', 'user-agent': USER_AGENT },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GeocoderUnavailable(`The address search could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) throw new GeocoderUnavailable(`The address search answered ${response.status}`);
    const body: unknown = await response.json().catch(() => null);
    if (!Array.isArray(body)) throw new GeocoderUnavailable('The address search answered no list');
    return body as NominatimPlace[];
  }

  async autocomplete(input: string, language: string): Promise<PlacePrediction[]> {
    const places = await this.get('search', {
      q: input,
      limit: String(RESULTS),
      'accept-language': language,
    });
    return places.flatMap((place) => {
      const id = placeId(place);
      const details = id ? addressOf(place, id) : null;
      return details ? [{ placeId: details.placeId, description: details.description }] : [];
    });
  }

  async details(id: string, language: string): Promise<PlaceDetails | null> {
    const [place] = await this.get('lookup', { osm_ids: id, 'accept-language': language });
    return place && placeId(place) === id ? addressOf(place, id) : null;
  }
}
