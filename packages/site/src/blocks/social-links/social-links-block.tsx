import {
  SOCIAL_LINK_SIZES,
  SOCIAL_LINK_STYLES,
  SOCIAL_LINKS_LIMITS,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type SocialLinkSize,
  type SocialLinkStyle,
  type SocialNetwork,
  socialLinkHref,
} from '@atelier/domain';
import { useLocale } from '../../i18n/locale-context';
import type { BlockProps } from '../block-props';
import { isRecord, readOneOf, readString, readText } from '../settings-guards';
import { SHARE_WORDS } from './share-words';
import { ShareIcon, SocialIcon } from './social-icons';

/**
 * The block's behaviour (social-share.behaviour.ts): it loads the share code on a click of Share,
 * and the tooltips naming the glyphs of an icons-only list on the first hover or focus.
 */
export const SOCIAL_SHARE_BEHAVIOUR = 'social-share';

interface SocialLinkView {
  network: SocialNetwork;
  href: string;
  name: string;
}

export interface SocialLinksView {
  links: SocialLinkView[];
  style: SocialLinkStyle;
  size: SocialLinkSize;
  share: boolean;
}

/**
 * The links that lead somewhere, in order (at most SOCIAL_LINKS_LIMITS.links): a link without a
 * valid https address, mailto or known username is left out. Null with nothing to show.
 */
export function readSocialLinksSettings(settings: unknown): SocialLinksView | null {
  if (!isRecord(settings)) return null;
  const links: SocialLinkView[] = [];
  for (const link of Array.isArray(settings.links) ? settings.links.filter(isRecord) : []) {
    if (links.length >= SOCIAL_LINKS_LIMITS.links) break;
    const network = readOneOf(link, 'network', SOCIAL_NETWORKS);
    if (!network) continue;
    const href = socialLinkHref({
      network,
      url: readString(link, 'url'),
      username: readString(link, 'username'),
    });
    if (!href) continue;
    links.push({ network, href, name: readText(link, 'label') ?? SOCIAL_NETWORK_NAMES[network] });
  }
  const share = settings.share === true;
  if (links.length === 0 && !share) return null;
  return {
    links,
    style: readOneOf(settings, 'style', SOCIAL_LINK_STYLES) ?? 'icons',
    size: readOneOf(settings, 'size', SOCIAL_LINK_SIZES) ?? 'medium',
    share,
  };
}

/**
 * Only a block with its Share button, or whose links show their glyphs alone (their names come as
 * tooltips), loads a script, and only a small one.
 */
export function socialLinksBehaviour(settings: unknown): string | undefined {
  const view = readSocialLinksSettings(settings);
  if (!view) return undefined;
  return view.share || (view.style === 'icons' && view.links.length > 0) ? SOCIAL_SHARE_BEHAVIOUR : undefined;
}

/**
 * Social links (block types 19, 48, 54) and the follow link made from a username: a list of links,
 * each a network's glyph (inline SVG) and its name, which is the link's accessible name even when
 * only the glyph shows. They work without JavaScript; the Share button, hidden until its behaviour
 * starts, fetches its code on the first click, and nothing third-party loads before a visitor
 * follows a link.
 */
export function SocialLinksBlock({ block, root }: BlockProps) {
  const view = readSocialLinksSettings(block.settings);
  const { ui } = useLocale();
  if (!view) return null;
  const words = SHARE_WORDS[ui] ?? SHARE_WORDS.en;
  const iconsOnly = view.style === 'icons';
  return (
    <div
      {...root}
      {...(socialLinksBehaviour(block.settings) ? { 'data-behaviour': SOCIAL_SHARE_BEHAVIOUR } : {})}
      className={`block block-social block-social--${view.style} block-social--${view.size}`}
    >
      {view.links.length > 0 ? (
        <ul className="block-social__list">
          {view.links.map((link, index) => {
            const web = link.href.startsWith('https:');
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: static markup, rendered once on the server
              <li key={index} className="block-social__item">
                <a
                  className={`block-social__link block-social__link--${link.network}`}
                  href={link.href}
                  rel="me noopener"
                  target={web ? '_blank' : undefined}
                  aria-label={iconsOnly ? link.name : undefined}
                >
                  {view.style !== 'names' ? <SocialIcon network={link.network} /> : null}
                  {iconsOnly ? null : <span className="block-social__name">{link.name}</span>}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
      {view.share ? (
        <div className="block-social__share">
          <button
            type="button"
            className="block-social__share-button"
            aria-expanded="false"
            data-share-panel={words.panel}
            data-share-copy={words.copy}
            data-share-copied={words.copied}
            hidden
          >
            <ShareIcon />
            <span className="block-social__name">{words.share}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The links' names, for site search ("Instagram", or the owner's label). */
export function socialLinksBlockText(settings: unknown): string {
  return (readSocialLinksSettings(settings)?.links ?? []).map((link) => link.name).join('\n');
}
