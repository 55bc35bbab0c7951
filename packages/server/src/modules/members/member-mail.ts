import { DICTIONARIES, formatIcuMessage, uiLocaleFor } from '@atelier/domain';
import { translator } from '@atelier/domain/dictionaries/translate';

/** The mails about a visitor's account on a site, each with the kind the outbox shows. */
const KINDS = {
  verify: 'member-verification',
  exists: 'member-exists',
  reset: 'member-password-reset',
  /** To a new address: the link that moves the account there. */
  emailChange: 'member-email-change',
  /** To the old address once the account moved: that it did, and to which address. */
  emailNotice: 'member-email-changed',
} as const;

export type MemberMailPurpose = keyof typeof KINDS;

/**
 * One of those mails in `tag`'s language (the language the member signed up in, else the site's
 * primary one), naming the site as its visitors in that language read it; `values` fill the
 * mail's other placeholders (`{email}`).
 */
export function memberMail(
  purpose: MemberMailPurpose,
  tag: string,
  site: string,
  link: string,
  values: Record<string, string> = {},
) {
  const text = translator(tag, DICTIONARIES[uiLocaleFor(tag)].members, formatIcuMessage);
  const all = { ...values, site };
  return {
    subject: text(`${purpose}Subject`, all),
    text: [text(`${purpose}Intro`, all), link, '', text(`${purpose}Outro`, all)].join('\n'),
    kind: KINDS[purpose],
  };
}
