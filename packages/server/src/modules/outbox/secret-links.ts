/**
 * Mails shown in the owner's outbox never carry a link only their recipient may use. Such links are
 * credentials: a signed download link spends the customer's downloads, an order status link shows
 * them too, an invitation link opens an account for the invited address and joins it to the site,
 * a confirmation link gives consent in someone else's name, a reset link takes an account over.
 *
 * They are recognised by their shape when a mail is shown, not marked when it is built: this covers
 * mail stored before, mail built by any feature (including ones added later that follow the same
 * convention), and leaves the stored mail, which the queue delivers, untouched. A link is a
 * credential when its query or fragment has one of the parameters our signed links use, or when it
 * leads to a route that takes such a parameter; secret-links.test.ts builds every mail that carries
 * one with its real builder, so a builder that changes its link's shape fails there.
 */

/** What the owner reads in place of a removed link. */
export const LINK_REMOVED = '[link removed: only the recipient can use it]';

/**
 * `token`: downloads, order status, account, member and newsletter confirmation, a member's
 * password reset, unsubscribe;
 * `invitation`: contributor invitations; `reset`: password reset; `handoff`: editor sign-in.
 */
const CREDENTIAL_PARAMETERS = new Set(['token', 'invitation', 'reset', 'handoff']);
const CARRIES_CREDENTIAL = /[?&#;](?:token|invitation|reset|handoff)=/i;
/** Routes whose links are credentials even if the parameter were renamed. */
const CREDENTIAL_ROUTES =
  /^\/(?:commerce\/(?:downloads|orders)\/|api\/auth\/(?:verify|handoff)\b|api\/site-users\/account\/verify\b|account\/reset\b|api\/newsletter\/(?:confirm|unsubscribe)\b|api\/invitations\/)/i;

/** Absolute links as they stand in a mail's text or html (quotes and angle brackets end them). */
const LINK = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence after a link rather than belonging to it. */
const TRAILING = /[.,;:!?)\]}]+$/;
/** An attribute holding an address: one to a secret link is dropped, so no link is left to follow. */
const ADDRESS_ATTRIBUTE = /\s(?:href|src|action)\s*=\s*(["'])(.*?)\1/gis;
/** A credential left anywhere else, such as in a relative link: its value goes. */
const LOOSE_CREDENTIAL = /([?&#;](?:token|invitation|reset|handoff)=)[^\s&#<>"'`]+/gi;

/** Whether a link carries a credential of its recipient's. */
export function isSecretLink(address: string): boolean {
  if (CARRIES_CREDENTIAL.test(address)) return true;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  const names = [...url.searchParams.keys(), ...new URLSearchParams(url.hash.slice(1)).keys()];
  return (
    names.some((name) => CREDENTIAL_PARAMETERS.has(name.toLowerCase())) ||
    CREDENTIAL_ROUTES.test(url.pathname)
  );
}

/** The mail's plain text with every secret link replaced by LINK_REMOVED; the rest as it was. */
export function redactSecretLinks(text: string): string {
  return redact(text, (link) => link);
}

const unescapeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&#x0*27;|&apos;/gi, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The mail's html with every secret link removed: an anchor to one loses its href (it stays as
 * text, no longer a link), and the address shown as text becomes LINK_REMOVED.
 */
export function redactSecretLinksInHtml(html: string): string {
  const unlinked = html.replace(ADDRESS_ATTRIBUTE, (attribute, _quote, value: string) =>
    isSecretLink(unescapeHtml(value)) ? '' : attribute,
  );
  return redact(unlinked, unescapeHtml);
}

function redact(text: string, decode: (link: string) => string): string {
  return text
    .replace(LINK, (match) => {
      const link = match.replace(TRAILING, '');
      return isSecretLink(decode(link)) ? `${LINK_REMOVED}${match.slice(link.length)}` : match;
    })
    .replace(LOOSE_CREDENTIAL, `$1${LINK_REMOVED}`);
}
