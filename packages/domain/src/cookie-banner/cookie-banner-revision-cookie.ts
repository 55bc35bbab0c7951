/**
 * Ours, not the specification's: an essential cookie holding the revision a visitor's banner choice
 * (ss_cookieAllowed) was made for. A choice made for another revision is forgotten, so the visitor
 * is asked again when what they agreed to changes. It lives as long as the choice.
 */
export const COOKIE_BANNER_REVISION_COOKIE = 'atelier_cookieRevision';
