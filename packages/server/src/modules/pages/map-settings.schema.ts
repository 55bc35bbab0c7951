import { MAP_DISPLAY_OPTIONS, MAP_LIMITS, MAP_STYLE_NAMES, type MapDisplayOption } from '@atelier/domain';
import { z } from 'zod';

/** A number within its bounds, with a message naming the setting the way the editor does. */
const bounded = (name: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `Give the ${name} as a number.` })
    .min(min, `The ${name} is from ${min} to ${max}.`)
    .max(max, `The ${name} is from ${min} to ${max}.`);

const addressField = (name: string) =>
  z
    .string({ error: `Write the ${name} as text.` })
    .max(MAP_LIMITS.addressField, `The ${name} holds at most ${MAP_LIMITS.addressField} characters.`)
    .optional();

const styleIds = Object.keys(MAP_STYLE_NAMES).map(Number);
const flag = z.boolean({ error: 'Use true or false.' }).optional();

/**
 * Map block (type 4) settings, MapBlockSettings of the domain (spec 001 §3): the centre, the marker
 * (null: the centre), the zoom within MAP_LIMITS, the address card's four fields, the style (one of
 * the six ids) and the display options; each absent one is the spec's default.
 */
export const mapSettingsSchema = z.object({
  mapLat: bounded('latitude', MAP_LIMITS.lat).optional(),
  mapLng: bounded('longitude', MAP_LIMITS.lng).optional(),
  markerLat: bounded('marker latitude', MAP_LIMITS.lat).nullable().optional(),
  markerLng: bounded('marker longitude', MAP_LIMITS.lng).nullable().optional(),
  mapZoom: bounded('zoom', MAP_LIMITS.zoom).int('Give the zoom as a whole number.').optional(),
  addressTitle: addressField('address title'),
  addressLine1: addressField('first address line'),
  addressLine2: addressField('second address line'),
  addressCountry: addressField('country'),
  style: z
    .number({ error: 'Choose one of the six map styles.' })
    .refine((value) => styleIds.includes(value), 'Choose one of the six map styles.')
    .optional(),
  ...(Object.fromEntries(MAP_DISPLAY_OPTIONS.map((name) => [name, flag])) as Record<
    MapDisplayOption,
    typeof flag
  >),
});
