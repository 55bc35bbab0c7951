import { z } from 'zod';
import { PLACE_ID } from './geocoder';

/**
 * The spec's places calls take query parameters merged from the request and a tracking context
 * (spec 001 §7: productPage and productSection); the tracking context is read and not stored.
 */
const tracking = {
  productPage: z.string().max(100).optional(),
  productSection: z.string().max(100).optional(),
  language: z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Give the language as a tag such as en or pt-BR.')
    .optional(),
};

export const PlacesAutocompleteQuery = z.object({
  input: z
    .string({ error: 'Type an address to search for.' })
    .trim()
    .min(3, 'Type at least 3 characters of the address.')
    .max(200, 'Type at most 200 characters.'),
  ...tracking,
});

export const PlaceDetailsQuery = z.object({
  placeId: z
    .string({ error: 'Choose an address from the search.' })
    .regex(PLACE_ID, 'Choose an address from the search.'),
  ...tracking,
});
