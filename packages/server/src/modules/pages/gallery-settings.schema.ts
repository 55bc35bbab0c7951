import { checkColumnWidth, GALLERY_DESIGNS, STRIP_ALIGNMENTS, transitionNamed } from '@atelier/domain';
import { z } from 'zod';

const MAX_SLIDES = 200;
const text = (max: number) => z.string().max(max);
const address = z
  .string()
  .max(2000)
  .refine((value) => !/^\s*(javascript|data|vbscript):/i.test(value), 'This link type is not allowed.');
const fraction = z.number().min(0).max(1);

const slide = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'Not an id.'),
  type: z.enum(['image', 'video']),
  mediaId: text(100).optional(),
  /** A video's still picture from the media library. */
  poster: z.object({ mediaId: text(100) }).optional(),
  src: address,
  width: z.number().int().positive().max(20_000).optional(),
  height: z.number().int().positive().max(20_000).optional(),
  focalPoint: z.object({ x: fraction, y: fraction }).optional(),
  alt: text(500),
  caption: text(1000).optional(),
  clickThroughUrl: address.optional(),
  videoUrl: address.optional(),
  url: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, 'Use lowercase letters, digits and hyphens.')
    .optional(),
});

/** Gallery block (type 8) settings: spec 001 §3 block data, validated by the rules of spec 001 §5. */
export const gallerySettingsSchema = z.object({
  slides: z
    .array(slide)
    .max(MAX_SLIDES)
    .refine((slides) => new Set(slides.map((s) => s.id)).size === slides.length, 'Slide ids must be unique.'),
  variant: z.union([z.literal(1000), z.literal(1002), z.literal(1003), z.literal(1004)]).optional(),
  design: z.enum(GALLERY_DESIGNS).optional(),
  imageAspectRatio: z
    .string()
    .regex(/^(Auto|\d{1,3}:\d{1,3})$/, "Use 'Auto' or a ratio such as 4:3.")
    .optional(),
  slidesPerRow: z.number().int().min(1).max(12).optional(),
  lightbox: z.boolean().optional(),
  lightboxTheme: z.enum(['light', 'dark']).optional(),
  mixedContent: z.boolean().optional(),
  columnWidth: z
    .union([z.number(), z.string()])
    .refine((value) => checkColumnWidth(value).ok, 'columnWidth must be a positive number.')
    .optional(),
  gutter: z.number().min(0).max(20).optional(),
  listImageSize: z.number().min(10).max(90).optional(),
  'square-thumbs': z.boolean().optional(),
  'auto-crop': z.boolean().optional(),
  'thumbnails-per-row': z.number().int().min(2).max(20).optional(),
  'thumbnail-strip-height': z.number().min(32).max(200).optional(),
  'thumbnail-strip-margin': z.number().min(0).max(5).optional(),
  thumbnails: z.boolean().optional(),
  'active-alignment': z.enum(['left', 'center', 'right']).optional(),
  autoplay: z.boolean().optional(),
  'autoplay-duration': z.number().min(0.5).max(60).optional(),
  vSize: z.number().min(1).max(20).optional(),
  padding: z.number().min(0).max(100).optional(),
  transition: z
    .string()
    .max(40)
    .superRefine((value, ctx) => {
      try {
        transitionNamed(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    })
    .optional(),
  scrollDirection: z.enum(['horizontal', 'vertical']).optional(),
  loop: z.boolean().optional(),
  history: z.boolean().optional(),
  randomize: z.boolean().optional(),
  columnBehaviour: z.enum(['min', 'round']).optional(),
  stripAlignment: z.enum(STRIP_ALIGNMENTS).optional(),
});
