import { DICTIONARIES, formatIcuMessage, uiLocaleFor } from '@atelier/domain';
import { translator } from '@atelier/domain/dictionaries/translate';

/** The mails about a visitor's account on a site, each with the kind the outbox shows. */
const KINDS = {
  verify: 'member-verification',
  exists: 'member-exists',
  reset: 'member-password-reset',
} as const;

/**
 * One of those mails in `tag`'s language (the language the member signed up in, else the site's
 * primary one), naming the site as its visitors in that language read it.
 */
export function memberMail(purpose: keyof typeof KINDS, tag: string, site: string, link: string) {
  const text = translator(tag, DICTIONARIES[uiLocaleFor(tag)].members, formatIcuMessage);
  return {
    subject: text(`${purpose}Subject`, { site }),
    text: [text(`${purpose}Intro`, { site }), link, '', text(`${purpose}Outro`, { site })].join('\n'),
    kind: KINDS[purpose],
  };
}
