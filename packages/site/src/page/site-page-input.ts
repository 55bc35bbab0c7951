import type {
  FormRenderState,
  PageDocument,
  PopupOverlaySettings,
  SiteContext,
  SiteStyles,
} from '@atelier/domain';
import type { CalendarLookup } from '../blocks/calendar/calendar-context';
import type { MediaLookup } from '../blocks/image/media-context';
import type { MemberAreaLookup } from '../blocks/member-area/member-area-context';
import type { ProductLookup } from '../blocks/product/product-context';
import type { ScreenView } from '../screens/screen-view';
import type { AnnouncementBarView } from './announcement-bar';
import type { HeadSeo } from './seo-head';

export interface NavigationItem {
  title: string;
  /** Site path, e.g. "/" or "/about". */
  path: string;
  /** The page being shown; its link gets aria-current="page". */
  current: boolean;
  /** A link the owner chose to open in a new tab. */
  newWindow?: boolean;
  /** Items shown one level down, under this one. */
  children?: NavigationItem[];
}

/** The page in one of the languages visitors read the site in, for the header's language switcher. */
export interface LanguageLink {
  /** BCP 47 tag: `hreflang` and `lang` of its link. */
  tag: string;
  /** The language's name in itself (`Français`). */
  name: string;
  /** The same page's site path in that language. */
  path: string;
  /** The language the page is shown in. */
  current: boolean;
}

export interface SearchResult {
  title: string;
  path: string;
  snippet: string;
}

/** What the main region shows; each kind is one of the page types of spec 001 §2. */
export type PageBody =
  /** A published page (page type 2). */
  | { kind: 'page'; document: PageDocument }
  /** No page at this path (page type 100). */
  | { kind: 'not-found'; path: string }
  /** A password-protected page before its password is given (page type 103). */
  | { kind: 'lock'; pageId: string; pageTitle: string; crumb: string; error?: string }
  /** Site search, GET /search?q= (page type 102). An empty query means nothing was asked yet. */
  | { kind: 'search'; query: string; results: SearchResult[] }
  /**
   * A one-off answer such as a newsletter confirmation (page type 2, 300 for the unsubscribe link,
   * 101 for a failure); its address may carry a token, so analytics are off on it.
   */
  | { kind: 'message'; title: string; text: string; home: string }
  /**
   * A store screen (the store and product pages, cart, checkout, payment, order and download pages of
   * spec 001 §2), rendered by its component under screens/.
   */
  | { kind: 'store'; screen: ScreenView };

export interface SitePageInput {
  /** The page's language, a BCP 47 tag (`fr`, `pt-BR`): `lang` on `<html>`. */
  lang: string;
  /** The document title, as the browser tab shows it. */
  title: string;
  description?: string;
  context: SiteContext;
  /** `preload`: the modules the boot module imports, fetched alongside it rather than after it. */
  assets: {
    css: string;
    boot: string;
    preload?: readonly string[];
    /** The cookie banner's modules beyond the boot module's, preloaded while the banner will show. */
    bannerPreload?: readonly string[];
    editorBridge?: string;
    /**
     * The text of the announcement bar's classic script (page/announcement-bar-gate.ts), carried
     * inline on pages with the bar: a script file there would hold the rest of the page back by a
     * round trip on a first visit. The page's policy admits it by its hash.
     */
    announcementBarGate?: string;
  };
  /** The font service stylesheet, e.g. /fonts/css?family=Inter:400,700. */
  fontsHref?: string;
  /** The site styles and font rules as text: carried inline instead of `assets.css` and `fontsHref`. */
  inlineStyles?: string;
  /** The font files the first screen needs, preloaded. */
  fontPreloads?: readonly string[];
  header: { title: string; tagline?: string; logo?: SiteLogo };
  footer: { text: string };
  navigation: NavigationItem[];
  /** The site sells: its header carries the cart indicator. */
  cartIndicator?: boolean;
  /** The site offers visitors accounts: its header links to /account (sign in, or the account). */
  accountLink?: boolean;
  /**
   * The page in each language visitors read the site in, when there are several: the header's
   * language switcher. Absent on a site in one language.
   */
  languages?: LanguageLink[];
  /** The switcher may suggest the visitor's browser language (runtime/language-suggestion.ts). */
  languageSuggestion?: boolean;
  /** The home page's address in the page's language (`/fr`); `/` when absent. */
  home?: string;
  body: PageBody;
  /** The site path of the page shown, e.g. "/contact"; forms send it as pagePath. */
  path?: string;
  /** Search and sharing tags of a content page. */
  seo?: HeadSeo;
  /** The outcome of a script-free form POST, shown in the form it names (POST /api/form/submit). */
  formState?: FormRenderState;
  /** The site's look, emitted as CSS custom properties in the head; the default theme when absent. */
  styles?: SiteStyles;
  /** The editor's draft preview: its frame may swap the styles live (the styles-preview behaviour). */
  stylesPreview?: boolean;
  /** The site's own icon; the platform's default when absent. */
  favicon?: string;
  /** The library items the page's blocks refer to, by media id (resolved by the server). */
  media?: MediaLookup;
  /** The products the page's product blocks show, by product id (resolved by the server). */
  products?: ProductLookup;
  /** The member areas the page's member area blocks offer, by area id (resolved by the server). */
  memberAreas?: MemberAreaLookup;
  /** The months the page's Calendar blocks show, by Events page id (resolved by the server). */
  calendars?: CalendarLookup;
  /** The announcement bar at the top, on every page of a site that shows one. */
  announcementBar?: AnnouncementBarView;
  /** The popup overlay, hidden until its behaviour shows it; never on the not-found page or lock screen. */
  popupOverlay?: PopupOverlaySettings;
}

/** The site's logo image, shown in the header in place of the title text. */
export interface SiteLogo {
  src: string;
  width: number;
  height: number;
}
