import { z } from 'zod';

const MAX_BLOCKS_PER_SECTION = 60; // spec 001 §9: max blocks per layout
const MAX_SECTIONS = 50;
const MAX_DOCUMENT_BYTES = 512 * 1024;

const id = z.string().regex(/^[0-9a-f]{24}$/, 'Not an id.');
const text = (max: number) => z.string().max(max);
const href = z
  .string()
  .max(2000)
  .refine((value) => !/^\s*(javascript|data|vbscript):/i.test(value), 'This link type is not allowed.');

// ProseMirror JSON; the renderer decides what it shows, this only bounds the shape.
const proseMirrorNode: z.ZodType<unknown> = z.lazy(() =>
  z.object({
    type: text(40),
    attrs: z.record(z.string(), z.unknown()).optional(),
    text: text(20_000).optional(),
    marks: z
      .array(z.object({ type: text(40), attrs: z.record(z.string(), z.unknown()).optional() }))
      .max(20)
      .optional(),
    content: z.array(proseMirrorNode).max(2000).optional(),
  }),
);

/** Settings schemas of the block types the renderer knows; other known types keep free-form settings. */
const settingsByType: Record<number, z.ZodType<unknown>> = {
  2: z.object({ doc: proseMirrorNode }),
  5: z.object({
    src: text(2000).min(1, 'Choose an image.'),
    alt: text(500),
    caption: text(1000).optional(),
    width: z.number().int().positive().max(20_000).optional(),
    height: z.number().int().positive().max(20_000).optional(),
    link: href.optional(),
  }),
  21: z.object({ height: z.number().int().min(8).max(400) }),
  31: z.object({ text: text(5000), source: text(500).optional() }),
  33: z.object({ placeholder: text(200) }),
  47: z.object({}),
  53: z.object({
    label: text(200).min(1, 'Enter a label.'),
    href,
    size: z.enum(['small', 'medium', 'large']),
    alignment: z.enum(['left', 'center', 'right']),
    newWindow: z.boolean(),
  }),
};

const block = z
  .object({ id, type: z.number().int().min(1).max(200), settings: z.record(z.string(), z.unknown()) })
  .superRefine((value, ctx) => {
    const schema = settingsByType[value.type];
    if (!schema) return;
    const result = schema.safeParse(value.settings);
    for (const issue of result.success ? [] : result.error.issues) {
      ctx.addIssue({ code: 'custom', path: ['settings', ...issue.path], message: issue.message });
    }
  });

export const PageDocumentSchema = z.object({
  sections: z.array(z.object({ id, blocks: z.array(block).max(MAX_BLOCKS_PER_SECTION) })).max(MAX_SECTIONS),
});

export const SaveDraft = z
  .object({ document: PageDocumentSchema, revision: z.number().int().positive() })
  .refine((value) => JSON.stringify(value.document).length <= MAX_DOCUMENT_BYTES, {
    message: 'This page is too large to save.',
    path: ['document'],
  });
