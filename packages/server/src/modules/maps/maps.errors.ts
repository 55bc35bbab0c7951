import { defineError } from '#platform/errors/app-error';

/** The address search's errors (docs/api.md); a geocoder that fails is answered 502 by its routes. */
export const MapsErrors = {
  tooManySearches: defineError({
    kind: 'rate_limited',
    code: 'maps.too_many_searches',
    message: 'Too many address searches. Please wait a minute and try again.',
  }),
  placeNotFound: defineError({
    kind: 'not_found',
    code: 'maps.place_not_found',
    message: 'That address is no longer found. Search for it again.',
  }),
};

/** Said when the operator set no GEOCODER_URL, or the service failed: the position can be typed. */
export const GEOCODER_NOT_CONFIGURED_MESSAGE =
  'Address search is not set up on this server. Type the latitude and longitude instead.';
export const GEOCODER_UNAVAILABLE_MESSAGE =
  'The address search is not answering. Try again, or type the latitude and longitude.';
