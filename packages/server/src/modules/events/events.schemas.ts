import { canonicalTimeZone, isLocalDate, isLocalDateTime } from '@atelier/domain';
import { z } from 'zod';

/** The owner's limits on an event's words. */
export const EVENT_LIMITS = { title: 200, location: 500, link: 2000 } as const;

const id = z.string().regex(/^[0-9a-f]{24}$/, 'Not an id.');

// ProseMirror JSON, as a Text block holds it; the renderer decides what it shows, this bounds the shape.
const proseMirrorNode: z.ZodType<unknown> = z.lazy(() =>
  z.object({
    type: z.string().max(40),
    attrs: z.record(z.string(), z.unknown()).optional(),
    text: z.string().max(20_000).optional(),
    marks: z
      .array(z.object({ type: z.string().max(40), attrs: z.record(z.string(), z.unknown()).optional() }))
      .max(20)
      .optional(),
    content: z.array(proseMirrorNode).max(2000).optional(),
  }),
);

const richText = z
  .record(z.string(), z.unknown(), { error: 'Write the description as a rich-text document.' })
  .refine((doc) => doc.type === 'doc', 'Write the description as a rich-text document.')
  .pipe(proseMirrorNode as z.ZodType<unknown, Record<string, unknown>>)
  .transform((doc) => doc as Record<string, unknown>);

/**
 * One event as the editor sends it (create and save alike). `start` and `end` are wall-clock times
 * in `timeZone` (`2030-05-04T10:00`), or days (`2030-05-04`, the end day included) when `allDay`.
 */
export const EventInput = z
  .object({
    title: z
      .string({ error: 'Give the event a title.' })
      .trim()
      .min(1, 'Give the event a title.')
      .max(EVENT_LIMITS.title, `Use at most ${EVENT_LIMITS.title} characters.`),
    allDay: z.boolean({ error: 'All-day is yes or no.' }).default(false),
    start: z.string({ error: 'Choose when the event starts.' }).max(20),
    end: z.string({ error: 'Choose when the event ends.' }).max(20),
    timeZone: z
      .string({ error: 'Choose a time zone.' })
      .max(64)
      .transform((zone, ctx) => {
        const canonical = canonicalTimeZone(zone);
        if (!canonical)
          ctx.addIssue({
            code: 'custom',
            message: 'Choose a time zone from the list (such as Europe/Paris).',
          });
        return canonical ?? zone;
      }),
    location: z
      .string({ error: 'Write the location as text.' })
      .trim()
      .max(EVENT_LIMITS.location, `Use at most ${EVENT_LIMITS.location} characters.`)
      .default(''),
    description: richText.nullable().default(null),
    mediaId: id.nullable().default(null),
    link: z
      .string({ error: 'Write the link as an address.' })
      .trim()
      .max(EVENT_LIMITS.link)
      .nullable()
      .default(null)
      .transform((value) => (value ? value : null))
      .refine(
        (value) => value === null || isHttpsAddress(value),
        'Use an https:// address for tickets or sign-up.',
      ),
    status: z.enum(['draft', 'published'], { error: 'Choose draft or published.' }).default('draft'),
  })
  .superRefine((input, ctx) => {
    const valid = input.allDay ? isLocalDate : isLocalDateTime;
    const shape = input.allDay ? 'a day (2030-05-04)' : 'a day and time (2030-05-04T10:00)';
    const startOk = valid(input.start);
    const endOk = valid(input.end);
    if (!startOk) ctx.addIssue({ code: 'custom', path: ['start'], message: `Choose the start as ${shape}.` });
    if (!endOk) ctx.addIssue({ code: 'custom', path: ['end'], message: `Choose the end as ${shape}.` });
    if (!startOk || !endOk) return;
    const before = input.allDay ? input.end < input.start : input.end <= input.start;
    if (before)
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: input.allDay
          ? 'The event cannot end before the day it starts.'
          : 'The event must end after it starts.',
      });
  });
export type EventInput = z.infer<typeof EventInput>;

export const EventIdParams = z.object({ id });
export const EventsPageParams = z.object({ pageId: id });

/** An absolute https address with a host and no user name. */
export function isHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}
