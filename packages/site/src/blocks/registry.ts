import type { PageBlock, PageDocument } from '@atelier/domain';
import { ACCORDION_BEHAVIOUR, AccordionBlock, accordionBlockText } from './accordion/accordion-block';
import { ALBUM_BEHAVIOUR, AlbumBlock } from './audio/album-block';
import { AudioBlock } from './audio/audio-block';
import { albumBlockText, audioBlockText } from './audio/audio-settings-read';
import type { BlockComponent, BlockRootAttributes } from './block-props';
import { BlockType } from './block-types';
import { ButtonBlock, buttonBlockText } from './button/button-block';
import { CalendarBlock } from './calendar/calendar-block';
import { ChartBlock } from './chart/chart-block';
import { chartBlockText } from './chart/chart-settings-read';
import { CodeBlock, codeBlockBehaviour } from './code/code-block';
import { documentBlocks, documentSections } from './document-blocks';
import { DONATION_BEHAVIOUR, DonationBlock } from './donation/donation-block';
import { donationBlockText } from './donation/donation-settings-read';
import { EmbedBlock, embedBlockBehaviour } from './embed/embed-block';
import { FormBlock, formBlockText } from './form/form-block';
import { GalleryBlock, galleryBlockText } from './gallery/gallery-block';
import { HorizontalRuleBlock } from './horizontal-rule/horizontal-rule-block';
import { HtmlBlock, htmlBlockText } from './html/html-block';
import { ImageBlock, imageBlockText } from './image/image-block';
import { IMAGE_LOADER_BEHAVIOUR, imageBlockBehaviour } from './image/image-lightbox';
import { LanguageLinksBlock } from './language-links/language-links-block';
import { MAP_BEHAVIOUR, MapBlock, mapBlockText } from './map/map-block';
import { MarkdownBlock, markdownBlockText } from './markdown/markdown-block';
import { MARQUEE_BEHAVIOUR, MarqueeBlock, marqueeBlockText } from './marquee/marquee-block';
import { MemberAreaBlock, memberAreaBlockText } from './member-area/member-area-block';
import { MenuBlock, menuBlockBehaviour } from './menu/menu-block';
import { menuBlockText } from './menu/menu-settings-read';
import { NewsletterBlock, newsletterBlockText } from './newsletter/newsletter-block';
import { ProductBlock } from './product/product-block';
import { QuoteBlock, quoteBlockText } from './quote/quote-block';
import { SearchBlock } from './search/search-block';
import { ShapeBlock } from './shape/shape-block';
import {
  SocialLinksBlock,
  socialLinksBehaviour,
  socialLinksBlockText,
} from './social-links/social-links-block';
import { SpacerBlock } from './spacer/spacer-block';
import { VIDEO_BEHAVIOUR, VideoBlock, videoBlockText } from './video/video-block';
import { readVideoSettings } from './video/video-settings-read';

export interface BlockEntry {
  component: BlockComponent;
  /**
   * Name of the block's browser behaviour, a lazily loaded chunk. A block with one carries
   * data-behaviour="<name>" on its root, and the page loads only the behaviours it contains.
   */
  behaviour?: string;
  /** A behaviour only some blocks of the type need, decided by their settings. */
  behaviourFor?: (settings: unknown) => string | readonly string[] | undefined;
  /** The words a visitor sees in the block, for site search; absent when it shows none. */
  text?: (settings: unknown) => string;
}

export type BlockRegistry = ReadonlyMap<number, BlockEntry>;

/** Every block type the site can render, by block-type number (spec 001 §3). */
export const blockRegistry: BlockRegistry = new Map<number, BlockEntry>([
  [BlockType.html, { component: HtmlBlock, text: htmlBlockText }],
  // Navigation showing the site's languages: the page in each one (the header switcher, as a block).
  [BlockType.navigation, { component: LanguageLinksBlock }],
  [BlockType.image, { component: ImageBlock, text: imageBlockText, behaviourFor: imageBlockBehaviour }],
  [BlockType.spacer, { component: SpacerBlock }],
  [BlockType.quote, { component: QuoteBlock, text: quoteBlockText }],
  [BlockType.search, { component: SearchBlock }],
  [BlockType.horizontalRule, { component: HorizontalRuleBlock }],
  [BlockType.button, { component: ButtonBlock, text: buttonBlockText }],
  [BlockType.form, { component: FormBlock, behaviour: 'form', text: formBlockText }],
  [BlockType.newsletter, { component: NewsletterBlock, behaviour: 'newsletter', text: newsletterBlockText }],
  [BlockType.gallery, { component: GalleryBlock, behaviour: 'gallery', text: galleryBlockText }],
  [BlockType.product, { component: ProductBlock }],
  // An area's join offer: the area's name and its path come from the server, like a product's.
  [BlockType.memberArea, { component: MemberAreaBlock, text: memberAreaBlockText }],
  [
    BlockType.accordion,
    { component: AccordionBlock, behaviour: ACCORDION_BEHAVIOUR, text: accordionBlockText },
  ],
  // Words moving along a line or a wave: its behaviour loads only on pages that hold one.
  [BlockType.marquee, { component: MarqueeBlock, behaviour: MARQUEE_BEHAVIOUR, text: marqueeBlockText }],
  // Tabs need the behaviour only when there are two or more; the root then names it itself.
  [BlockType.menu, { component: MenuBlock, behaviourFor: menuBlockBehaviour, text: menuBlockText }],
  // Drawn on the server as SVG: no script, not even for its tooltips (SVG <title>s).
  [BlockType.chart, { component: ChartBlock, text: chartBlockText }],
  // Social links: one block for the three types (19, 48, 54); the Share button alone needs a script.
  ...[BlockType.socialLinks, BlockType.socialAccountLinks, BlockType.socialAccountLinksV2].map(
    (type): [number, BlockEntry] => [
      type,
      { component: SocialLinksBlock, behaviourFor: socialLinksBehaviour, text: socialLinksBlockText },
    ],
  ),
  // Shape: inline SVG, or an image masked by it; no script.
  [BlockType.shape, { component: ShapeBlock }],
  // Audio: the browser's own player, no script. Album: a player a row, or one player with the behaviour.
  [BlockType.audio, { component: AudioBlock, text: audioBlockText }],
  [BlockType.album, { component: AlbumBlock, behaviour: ALBUM_BEHAVIOUR, text: albumBlockText }],
  // Code: the owner's HTML in a sandboxed frame of its own; the behaviour fits the frame's height.
  [BlockType.code, { component: CodeBlock, behaviourFor: codeBlockBehaviour }],
  // Embed: another site's frame, loaded after consent or a press of the button naming its host.
  [BlockType.embed, { component: EmbedBlock, behaviourFor: embedBlockBehaviour }],
  // Map: the address card, and the map drawn from the site's own tiles (or another host's, after consent).
  [BlockType.map, { component: MapBlock, behaviour: MAP_BEHAVIOUR, text: mapBlockText }],
  // Calendar: an Events page's current month, drawn on the server with links to the months around; no script.
  [BlockType.calendar, { component: CalendarBlock }],
  // Markdown: turned into a rich-text document and rendered as rich text is; no script.
  [BlockType.markdown, { component: MarkdownBlock, text: markdownBlockText }],
  // Donation: a form to the donation checkout; the behaviour adds Enter and Space to its button.
  [BlockType.donation, { component: DonationBlock, behaviour: DONATION_BEHAVIOUR, text: donationBlockText }],
  [
    BlockType.video,
    {
      component: VideoBlock,
      behaviour: VIDEO_BEHAVIOUR,
      behaviourFor: videoBlockImageBehaviour,
      text: videoBlockText,
    },
  ],
]);

/** A video's featured image is cropped or fitted to the player's box: the image loader sizes it. */
function videoBlockImageBehaviour(settings: unknown): string | undefined {
  const view = readVideoSettings(settings);
  return view?.source === 'embed' && view.featuredImage && view.imageMode !== 'none'
    ? IMAGE_LOADER_BEHAVIOUR
    : undefined;
}

export function blockRootAttributes(block: PageBlock, entry: BlockEntry): BlockRootAttributes {
  const root: BlockRootAttributes = { 'data-block-type': block.type, 'data-block-id': block.id };
  if (entry.behaviour) root['data-behaviour'] = entry.behaviour;
  return root;
}

/** Names of the behaviours the document's blocks need, each once, in order of first use. */
export function behavioursIn(document: PageDocument, registry: BlockRegistry = blockRegistry): string[] {
  const names = new Set<string>();
  for (const block of documentBlocks(document)) {
    const entry = registry.get(block.type);
    if (entry?.behaviour) names.add(entry.behaviour);
    const extra = entry?.behaviourFor?.(block.settings) ?? [];
    for (const name of typeof extra === 'string' ? [extra] : extra) names.add(name);
  }
  // A section's background picture is a cover crop: the image loader sizes it to its box.
  if (documentSections(document).some((section) => typeof section.layout?.background?.mediaId === 'string')) {
    names.add(IMAGE_LOADER_BEHAVIOUR);
  }
  return [...names];
}
