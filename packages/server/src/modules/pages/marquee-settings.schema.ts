import { linkProblem, MARQUEE_LIMITS } from '@atelier/domain';
import { z } from 'zod';

/** A number within its bounds, with messages naming the setting the way the editor does. */
const bounded = (name: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `Give the ${name} as a number.` })
    .min(min, `The ${name} is from ${min} to ${max}.`)
    .max(max, `The ${name} is from ${min} to ${max}.`)
    .optional();

/**
 * Marquee block (type 70) settings, MarqueeBlockSettings of the domain: its words (empty while the
 * owner types; the site then shows nothing), at most MARQUEE_LIMITS.text characters; the wave's
 * frequency and intensity, the speed and the direction within MARQUEE_LIMITS; absent, each is the
 * spec's default (MARQUEE.defaults). A link is checked as a Button block's is.
 */
export const marqueeSettingsSchema = z.object({
  text: z
    .string({ error: 'Write the scrolling text as text.' })
    .max(MARQUEE_LIMITS.text, `The scrolling text holds at most ${MARQUEE_LIMITS.text} characters.`),
  waveFrequency: bounded('wave frequency', MARQUEE_LIMITS.waveFrequency),
  waveIntensity: bounded('wave intensity', MARQUEE_LIMITS.waveIntensity),
  animationSpeed: bounded('speed', MARQUEE_LIMITS.animationSpeed),
  animationDirection: z.enum(['left', 'right'], { error: 'Choose left or right.' }).optional(),
  pausedOnHover: z.boolean({ error: 'Use true or false.' }).optional(),
  link: z
    .string({ error: 'Write the link as text.' })
    .max(2000, 'Use at most 2000 characters.')
    .superRefine((value, ctx) => {
      const problem = value.trim() === '' ? null : linkProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
});
