import {
  SOCIAL_LINK_SIZES,
  SOCIAL_LINK_STYLES,
  SOCIAL_LINKS_LIMITS,
  SOCIAL_NETWORKS,
  socialLinkProblem,
} from '@atelier/domain';
import { z } from 'zod';

const linkId = z
  .string({ error: 'Not a link id.' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a link id.')
  .refine((value) => value !== '__proto__', 'Not a link id.');

const value = z
  .string({ error: 'Write the address or the username as text.' })
  .max(SOCIAL_LINKS_LIMITS.value, `Use at most ${SOCIAL_LINKS_LIMITS.value} characters.`);

const link = z
  .object(
    {
      id: linkId,
      network: z.enum(SOCIAL_NETWORKS, { error: `Choose a network: ${SOCIAL_NETWORKS.join(', ')}.` }),
      url: value.optional(),
      username: value.optional(),
      label: z
        .string({ error: 'Write the name as text.' })
        .max(SOCIAL_LINKS_LIMITS.label, `A name holds at most ${SOCIAL_LINKS_LIMITS.label} characters.`)
        .optional(),
    },
    { error: 'Each link is a network and its address or username.' },
  )
  // https only (mailto for email), or a username the network's profile address is made from. An
  // empty one saves (the owner is still typing); the site leaves such a link out.
  .superRefine((entry, ctx) => {
    const where = entry.url !== undefined && entry.url.trim() !== '' ? 'url' : 'username';
    if (!(entry[where] ?? '').trim()) return;
    const problem = socialLinkProblem(entry);
    if (problem) ctx.addIssue({ code: 'custom', path: [where], message: problem });
  });

/**
 * Social links (block types 19, 48 and 54) settings, SocialLinksBlockSettings of the domain: at most
 * SOCIAL_LINKS_LIMITS.links links, each a network of the fixed list with an https address (mailto
 * for email) or a username; ids unique (they key the labels' translations).
 */
export const socialLinksSettingsSchema = z.object({
  links: z
    .array(link, { error: 'Give the links as a list.' })
    .max(SOCIAL_LINKS_LIMITS.links, `A block holds at most ${SOCIAL_LINKS_LIMITS.links} links.`)
    .superRefine((links, ctx) => {
      const seen = new Set<string>();
      links.forEach((entry, index) => {
        if (seen.has(entry.id))
          ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'This link id is used twice.' });
        seen.add(entry.id);
      });
    }),
  style: z.enum(SOCIAL_LINK_STYLES, { error: 'Choose icons, icons-and-names or names.' }),
  size: z.enum(SOCIAL_LINK_SIZES, { error: 'Choose small, medium or large.' }),
  share: z.boolean({ error: 'Use true or false.' }).optional(),
});
