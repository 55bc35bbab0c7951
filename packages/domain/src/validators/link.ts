/** Each kind of link must be shorter than this many characters, whole link counted (spec 000 §5). */
export const LINK_MAX_LENGTH = {
  anchor: 100,
  tel: 50,
  sms: 1000,
  mailto: 1000,
  javascript: 250,
  ftp: 100,
  internalPath: 150,
} as const;

const ANCHOR = /^#\S+$/;
const TEL = /^tel:[0-9+-]{4,}$/i;
const SMS = /^sms:\S+$/i;
// Exactly one at-sign, and the domain ends in an extension; an optional query (subject, body) follows.
const MAILTO = /^mailto:[^@\s?]+@[^@\s?]+\.[a-z]{2,}(?:\?[^@\s]*)?$/i;
const JAVASCRIPT = /^javascript:/i;
const FTP = /^ftp:\/\/\S+$/i;
const INTERNAL = /^\/(?!\/)\S*$/;
const MALFORMED = /^(?:https?|ftp):(?!\/\/)/i;
const WEB = /^https?:\/\/[^\s/?#]+\S*$/i;

const under = (value: string, max: number) => value.length < max;

export const isAnchorLink = (value: string) => under(value, LINK_MAX_LENGTH.anchor) && ANCHOR.test(value);
export const isTelLink = (value: string) => under(value, LINK_MAX_LENGTH.tel) && TEL.test(value);
export const isSmsLink = (value: string) => under(value, LINK_MAX_LENGTH.sms) && SMS.test(value);
export const isMailtoLink = (value: string) => under(value, LINK_MAX_LENGTH.mailto) && MAILTO.test(value);
export const isJavascriptLink = (value: string) =>
  under(value, LINK_MAX_LENGTH.javascript) && JAVASCRIPT.test(value);
export const isFtpLink = (value: string) => under(value, LINK_MAX_LENGTH.ftp) && FTP.test(value);
export const isInternalPath = (value: string) =>
  under(value, LINK_MAX_LENGTH.internalPath) && INTERNAL.test(value);

/** http, https or ftp without the double slash, as in `http:example.com`. */
export const isMalformedUrl = (value: string) => MALFORMED.test(value);

/** A link to a page or item of the same site: one leading slash, not two (`//host` is another site). */
export const isInternalContentLink = (value: string) => value.startsWith('/') && !value.startsWith('//');

/** A link to a file the owner uploaded. */
export const isFileLink = (value: string) => value.startsWith('/s/');

export type LinkKind =
  | 'anchor'
  | 'tel'
  | 'sms'
  | 'mailto'
  | 'javascript'
  | 'ftp'
  | 'file'
  | 'internal'
  | 'web';

/** What a link is meant to be, judged by its start alone; undefined when it is none of them. */
export function linkKind(value: string): LinkKind | undefined {
  const lower = value.toLowerCase();
  if (lower.startsWith('#')) return 'anchor';
  if (lower.startsWith('tel:')) return 'tel';
  if (lower.startsWith('sms:')) return 'sms';
  if (lower.startsWith('mailto:')) return 'mailto';
  if (lower.startsWith('javascript:')) return 'javascript';
  if (lower.startsWith('ftp:')) return 'ftp';
  if (isFileLink(value)) return 'file';
  if (isInternalContentLink(value)) return 'internal';
  if (lower.startsWith('http:') || lower.startsWith('https:')) return 'web';
  return undefined;
}

/** Whether an editor link input may be saved as typed. */
export function isValidLink(value: string): boolean {
  switch (linkKind(value)) {
    case 'anchor':
      return isAnchorLink(value);
    case 'tel':
      return isTelLink(value);
    case 'sms':
      return isSmsLink(value);
    case 'mailto':
      return isMailtoLink(value);
    case 'javascript':
      return isJavascriptLink(value);
    case 'ftp':
      return isFtpLink(value);
    case 'file':
    case 'internal':
      return isInternalPath(value);
    case 'web':
      return !isMalformedUrl(value) && WEB.test(value);
    default:
      return false;
  }
}
