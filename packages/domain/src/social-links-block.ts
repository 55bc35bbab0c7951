/**
 * Social links (spec 001 §3 block types 19 "social links", 48 "social account links" and 54 "social
 * account links v2": one block for the three, new ones made as 54) and the follow button of spec 001
 * §2, "a social follow link from a username attribute": a link given as a username becomes the
 * network's profile address.
 */
export const SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'x',
  'threads',
  'bluesky',
  'mastodon',
  'tiktok',
  'youtube',
  'pinterest',
  'linkedin',
  'github',
  'email',
  'website',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_LINK_STYLES = ['icons', 'icons-and-names', 'names'] as const;
export type SocialLinkStyle = (typeof SOCIAL_LINK_STYLES)[number];
export const SOCIAL_LINK_SIZES = ['small', 'medium', 'large'] as const;
export type SocialLinkSize = (typeof SOCIAL_LINK_SIZES)[number];

/** Each network's own name: a link's accessible name unless the owner gave it a label. */
export const SOCIAL_NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  threads: 'Threads',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  email: 'Email',
  website: 'Website',
};

/** A link is given by its address (`url`: https, or mailto for email) or by a `username`. */
export interface SocialLink {
  id: string;
  network: SocialNetwork;
  url?: string;
  /** The follow button's path: a username the network's profile address is made from. */
  username?: string;
  /** The owner's name for the link; the network's name otherwise. */
  label?: string;
}

export interface SocialLinksBlockSettings {
  links: SocialLink[];
  style: SocialLinkStyle;
  size: SocialLinkSize;
  /** Adds a Share button (its code loads on the first click). */
  share?: boolean;
}

/** The bounds the server holds a social links block to, and the editor stops adding at. */
export const SOCIAL_LINKS_LIMITS = { links: 20, value: 500, label: 60 } as const;

/** Profile addresses by username, for networks where that address is a known pattern. */
const PROFILE_PATTERNS: Partial<Record<SocialNetwork, (user: string) => string>> = {
  instagram: (user) => `https://www.instagram.com/${user}`,
  facebook: (user) => `https://www.facebook.com/${user}`,
  x: (user) => `https://x.com/${user}`,
  threads: (user) => `https://www.threads.net/@${user}`,
  bluesky: (user) => `https://bsky.app/profile/${user}`,
  tiktok: (user) => `https://www.tiktok.com/@${user}`,
  youtube: (user) => `https://www.youtube.com/@${user}`,
  pinterest: (user) => `https://www.pinterest.com/${user}`,
  linkedin: (user) => `https://www.linkedin.com/in/${user}`,
  github: (user) => `https://github.com/${user}`,
};

const USERNAME = /^@?([A-Za-z0-9_][A-Za-z0-9_.-]{0,99})$/;
/** Mastodon's handle names its server: @name@host. */
const MASTODON_HANDLE = /^@?([A-Za-z0-9_]{1,30})@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)$/;
const EMAIL = /^[^\s@:/?#]+@(?:[^\s@.:/?#]+\.)+[A-Za-z]{2,}$/;

function httpsAddress(value: string): string | null {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/** An address as given: https only, or mailto for email (a bare email address is taken too). */
export function socialUrlHref(network: SocialNetwork, raw: string): string | null {
  const value = raw.trim();
  if (!value || value.length > SOCIAL_LINKS_LIMITS.value) return null;
  if (network === 'email') {
    const address = value.replace(/^mailto:/i, '');
    return EMAIL.test(address) ? `mailto:${address}` : null;
  }
  return httpsAddress(value);
}

/** A username made the network's profile address; null where the network has no known pattern. */
export function socialUsernameHref(network: SocialNetwork, raw: string): string | null {
  const value = raw.trim();
  if (network === 'mastodon') {
    const handle = MASTODON_HANDLE.exec(value);
    return handle ? `https://${handle[2]!.toLowerCase()}/@${handle[1]}` : null;
  }
  const user = USERNAME.exec(value)?.[1];
  const pattern = PROFILE_PATTERNS[network];
  return user && pattern ? pattern(user) : null;
}

/** Whether what the owner typed is an address (else a username): it has a scheme, or is an email. */
export const isSocialAddress = (network: SocialNetwork, raw: string): boolean =>
  /^[a-z][a-z0-9+.-]*:/i.test(raw.trim()) || network === 'email' || network === 'website';

/** The address a link leads to, from its url or its username; null when neither makes one. */
export function socialLinkHref(link: Pick<SocialLink, 'network' | 'url' | 'username'>): string | null {
  if (typeof link.url === 'string' && link.url.trim()) return socialUrlHref(link.network, link.url);
  if (typeof link.username === 'string') return socialUsernameHref(link.network, link.username);
  return null;
}

/** What the owner typed as a link's url or username, as the link stores it. */
export const socialLinkValue = (network: SocialNetwork, raw: string): Pick<SocialLink, 'url' | 'username'> =>
  isSocialAddress(network, raw) ? { url: raw.trim() } : { username: raw.trim() };

/** What is wrong with a link, in the owner's words; null when it makes a link. */
export function socialLinkProblem(link: Pick<SocialLink, 'network' | 'url' | 'username'>): string | null {
  if (socialLinkHref(link)) return null;
  const network = link.network;
  if (!(link.url ?? link.username ?? '').trim()) return 'Enter an address or a username.';
  if (network === 'email') return 'Enter an email address, like hello@example.com.';
  if (network === 'website') return 'Enter a full address starting with https://.';
  if (link.url) return 'Enter a full address starting with https://.';
  if (network === 'mastodon') return 'Enter a handle like @name@server.social, or its https:// address.';
  return 'Enter a username (letters, digits, dots, dashes, underscores), or an https:// address.';
}
