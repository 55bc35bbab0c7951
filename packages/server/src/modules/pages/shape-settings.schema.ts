import { SHAPE_FILLS, SHAPE_NAMES } from '@atelier/domain';
import { z } from 'zod';

/**
 * Shape (block type 71) settings, ShapeBlockSettings of the domain: a shape of the known names, a
 * fill from the site's palette, an optional library image masked by it and its description.
 */
export const shapeSettingsSchema = z.object({
  shape: z.enum(SHAPE_NAMES as [string, ...string[]], {
    error: `Choose a shape: ${SHAPE_NAMES.join(', ')}.`,
  }),
  fill: z.enum(SHAPE_FILLS, { error: `Choose a palette colour: ${SHAPE_FILLS.join(', ')}.` }),
  mediaId: z
    .string({ error: 'Choose an image from the library.' })
    .regex(/^[0-9a-f]{24}$/, 'Choose an image from the library.')
    .optional(),
  alt: z
    .string({ error: 'Write the description as text.' })
    .max(500, 'Use at most 500 characters.')
    .optional(),
});
