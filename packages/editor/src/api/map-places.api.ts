import { api } from './client';

export interface PlacePrediction {
  placeId: string;
  description: string;
}

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

/**
 * The spec's tracking context for the places calls (spec 001 §7): the server expects productPage
 * and productSection with every call.
 */
const TRACKING = { productPage: 'editor', productSection: 'map-block' } as const;

const query = (params: Record<string, string>) => new URLSearchParams({ ...params, ...TRACKING }).toString();

export async function searchPlaces(input: string): Promise<PlacePrediction[]> {
  return (
    await api.get<{ predictions: PlacePrediction[] }>(
      `/api/google-maps/places/autocomplete?${query({ input })}`,
    )
  ).predictions;
}

export async function placeDetails(placeId: string): Promise<PlaceDetails> {
  return (await api.get<{ result: PlaceDetails }>(`/api/google-maps/places/details?${query({ placeId })}`))
    .result;
}
