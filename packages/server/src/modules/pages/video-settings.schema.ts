import { videoSettingsProblems } from '@atelier/domain';
import { z } from 'zod';

const id = z.string().regex(/^[0-9a-f]{24}$/, 'Not an id.');
const text = (max: number) => z.string().max(max);

/**
 * Video block (type 32) settings: the shape here, the rules of spec 001 §5 (invalid embed, featured
 * image only on embeds, image mode, Vimeo Basic) from the domain with their exact messages. A new
 * block without a source is valid: the editor shows 'Choose a video' in it.
 */
export const videoSettingsSchema = z
  .object({
    source: z.enum(['upload', 'embed']).optional(),
    mediaId: id.optional(),
    url: text(2000).optional(),
    accountType: text(40).optional(),
    title: text(300).optional(),
    featuredImage: z.object({ mediaId: id, alt: text(500).default('') }).optional(),
    imageMode: z.unknown().optional(),
    autoplay: z.boolean().optional(),
    muted: z.boolean().optional(),
    loop: z.boolean().optional(),
    controls: z.boolean().optional(),
    captions: z
      .array(
        z.object({
          mediaId: id,
          srclang: z
            .string()
            .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Enter a language code such as en or pt-BR.'),
          label: text(100).min(1, 'Name the captions track.'),
        }),
      )
      .max(20)
      .optional(),
    caption: text(1000).optional(),
  })
  .superRefine((settings, ctx) => {
    for (const problem of videoSettingsProblems(settings))
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  });
