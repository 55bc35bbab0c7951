import { headingDoc, newId, type PageBlock, type ProseMirrorNode, paragraphDoc } from '@atelier/domain';
import { CHART_KIND_LABELS } from '../blocks/chart-editor/chart-edit';
import { codeDetail, embedDetail, markdownDetail } from '../blocks/code-embed-markdown-defaults';
import { defaultSettings } from './block-defaults';

/** Block-type numbers of spec 001 §3 that the editor offers. */
export const BLOCK_TYPE = {
  navigation: 1,
  html: 2,
  image: 5,
  form: 9,
  spacer: 21,
  quote: 31,
  search: 33,
  horizontalRule: 47,
  newsletter: 51,
  button: 53,
  gallery: 8,
  video: 32,
  product: 43,
  memberArea: 67,
  accordion: 69,
  socialLinks: 19,
  socialAccountLinks: 48,
  socialAccountLinksV2: 54,
  shape: 71,
  marquee: 70,
  menu: 18,
  chart: 62,
  embed: 22,
  code: 23,
  markdown: 44,
  audio: 41,
  album: 60,
  map: 4,
  donation: 52,
  calendar: 26,
} as const;

/** What the owner picks from "Add block". Heading and Text are both html blocks. */
export type BlockKind =
  | 'heading'
  | 'text'
  | 'image'
  | 'button'
  | 'spacer'
  | 'line'
  | 'quote'
  | 'search'
  | 'form'
  | 'newsletter'
  | 'gallery'
  | 'video'
  | 'product'
  | 'memberArea'
  | 'accordion'
  | 'socialLinks'
  | 'shape'
  | 'marquee'
  | 'menu'
  | 'chart'
  | 'embed'
  | 'code'
  | 'markdown'
  | 'audio'
  | 'album'
  | 'map'
  | 'donation'
  | 'calendar'
  | 'languages';

export const BLOCK_KINDS: readonly { kind: BlockKind; label: string; hint: string }[] = [
  { kind: 'heading', label: 'Heading', hint: 'A title for a section' },
  { kind: 'text', label: 'Text', hint: 'Paragraphs, lists and links' },
  { kind: 'image', label: 'Image', hint: 'A picture with a caption' },
  { kind: 'button', label: 'Button', hint: 'A link styled as a button' },
  { kind: 'spacer', label: 'Spacer', hint: 'Empty room between blocks' },
  { kind: 'line', label: 'Line', hint: 'A horizontal divider' },
  { kind: 'quote', label: 'Quote', hint: 'A quotation and its source' },
  { kind: 'search', label: 'Search', hint: 'A site search field' },
  { kind: 'form', label: 'Form', hint: 'Fields visitors fill in and send you' },
  { kind: 'newsletter', label: 'Newsletter', hint: 'An email sign-up for your list' },
  { kind: 'gallery', label: 'Gallery', hint: 'Images and videos in a grid, slideshow or carousel' },
  { kind: 'video', label: 'Video', hint: 'An uploaded video, or one from YouTube or Vimeo' },
  { kind: 'product', label: 'Product', hint: 'One product of your store, with Add to Cart' },
  { kind: 'memberArea', label: 'Member area', hint: 'An invitation to join one of your member areas' },
  { kind: 'accordion', label: 'Accordion', hint: 'Questions or topics that open to their answers' },
  { kind: 'socialLinks', label: 'Social links', hint: 'Links to your social accounts, and a Share button' },
  { kind: 'shape', label: 'Shape', hint: 'A circle, arch, star… in a theme colour, or masking an image' },
  { kind: 'menu', label: 'Menu', hint: 'A restaurant or price menu, with tabs' },
  { kind: 'marquee', label: 'Marquee', hint: 'Scrolling text along a line or a wave' },
  { kind: 'chart', label: 'Chart', hint: 'Bar, line or pie chart from a table' },
  { kind: 'embed', label: 'Embed', hint: 'A map, calendar or player from another site' },
  // Offered only to a role with the `code` permission (add-block-menu.tsx).
  { kind: 'code', label: 'Code', hint: 'Your own HTML, CSS and scripts, in a frame' },
  { kind: 'markdown', label: 'Markdown', hint: 'Text written in Markdown' },
  { kind: 'audio', label: 'Audio', hint: 'A track from your media library, in a player' },
  { kind: 'album', label: 'Album', hint: 'Tracks in a list, played one after another' },
  { kind: 'map', label: 'Map', hint: 'Your address on a map, with a link to directions' },
  { kind: 'donation', label: 'Donation', hint: 'Gifts to a cause, with suggested amounts and a receipt' },
  { kind: 'calendar', label: 'Calendar', hint: 'The month of one of your Events pages, with its events' },
  { kind: 'languages', label: 'Language links', hint: 'This page in each language visitors see' },
];

const TYPE_OF_KIND: Record<BlockKind, number> = {
  heading: BLOCK_TYPE.html,
  text: BLOCK_TYPE.html,
  image: BLOCK_TYPE.image,
  button: BLOCK_TYPE.button,
  spacer: BLOCK_TYPE.spacer,
  line: BLOCK_TYPE.horizontalRule,
  quote: BLOCK_TYPE.quote,
  search: BLOCK_TYPE.search,
  form: BLOCK_TYPE.form,
  newsletter: BLOCK_TYPE.newsletter,
  gallery: BLOCK_TYPE.gallery,
  video: BLOCK_TYPE.video,
  product: BLOCK_TYPE.product,
  memberArea: BLOCK_TYPE.memberArea,
  accordion: BLOCK_TYPE.accordion,
  // New social links are made as the latest of its three types.
  socialLinks: BLOCK_TYPE.socialAccountLinksV2,
  shape: BLOCK_TYPE.shape,
  marquee: BLOCK_TYPE.marquee,
  menu: BLOCK_TYPE.menu,
  chart: BLOCK_TYPE.chart,
  embed: BLOCK_TYPE.embed,
  code: BLOCK_TYPE.code,
  markdown: BLOCK_TYPE.markdown,
  audio: BLOCK_TYPE.audio,
  album: BLOCK_TYPE.album,
  map: BLOCK_TYPE.map,
  donation: BLOCK_TYPE.donation,
  calendar: BLOCK_TYPE.calendar,
  languages: BLOCK_TYPE.navigation,
};

export function createBlock(kind: BlockKind, id: string = newId()): PageBlock {
  return { id, type: TYPE_OF_KIND[kind], settings: defaultSettings(kind) };
}

/** The heading node of a document that is exactly one plain heading, else null. */
export function soleHeading(doc: unknown): ProseMirrorNode | null {
  if (!isNode(doc) || doc.content?.length !== 1) return null;
  const node = doc.content[0]!;
  if (node.type !== 'heading') return null;
  // Marked or non-text content needs the rich-text editor, or editing it as plain text would lose it.
  const plain = (node.content ?? []).every((child) => child.type === 'text' && !child.marks?.length);
  return plain ? node : null;
}

/** Which editor a stored block gets; null for block types this editor does not offer. */
export function blockKind(block: PageBlock): BlockKind | null {
  switch (block.type) {
    case BLOCK_TYPE.html:
      return soleHeading(block.settings.doc) ? 'heading' : 'text';
    case BLOCK_TYPE.image:
      return 'image';
    case BLOCK_TYPE.button:
      return 'button';
    case BLOCK_TYPE.spacer:
      return 'spacer';
    case BLOCK_TYPE.horizontalRule:
      return 'line';
    case BLOCK_TYPE.quote:
      return 'quote';
    case BLOCK_TYPE.search:
      return 'search';
    case BLOCK_TYPE.form:
      return 'form';
    case BLOCK_TYPE.newsletter:
      return 'newsletter';
    case BLOCK_TYPE.gallery:
      return 'gallery';
    case BLOCK_TYPE.video:
      return 'video';
    case BLOCK_TYPE.product:
      return 'product';
    case BLOCK_TYPE.memberArea:
      return 'memberArea';
    case BLOCK_TYPE.accordion:
      return 'accordion';
    case BLOCK_TYPE.socialLinks:
    case BLOCK_TYPE.socialAccountLinks:
    case BLOCK_TYPE.socialAccountLinksV2:
      return 'socialLinks';
    case BLOCK_TYPE.shape:
      return 'shape';
    case BLOCK_TYPE.marquee:
      return 'marquee';
    case BLOCK_TYPE.menu:
      return 'menu';
    case BLOCK_TYPE.chart:
      return 'chart';
    case BLOCK_TYPE.embed:
      return 'embed';
    case BLOCK_TYPE.code:
      return 'code';
    case BLOCK_TYPE.markdown:
      return 'markdown';
    case BLOCK_TYPE.audio:
      return 'audio';
    case BLOCK_TYPE.album:
      return 'album';
    case BLOCK_TYPE.map:
      return 'map';
    case BLOCK_TYPE.donation:
      return 'donation';
    case BLOCK_TYPE.calendar:
      return 'calendar';
    case BLOCK_TYPE.navigation:
      return block.settings.show === 'languages' ? 'languages' : null;
    default:
      return null;
  }
}

function isNode(value: unknown): value is ProseMirrorNode {
  return value !== null && typeof value === 'object' && typeof (value as ProseMirrorNode).type === 'string';
}

/** The plain text of a ProseMirror node, blocks separated by spaces. */
export function nodeText(node: unknown): string {
  if (!isNode(node)) return '';
  if (typeof node.text === 'string') return node.text;
  return (node.content ?? [])
    .map(nodeText)
    .filter((t) => t.length > 0)
    .join(' ');
}

const shorten = (text: string, max = 48) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A one-line description for the block list: its kind and a hint of its content. */
export function describeBlock(block: PageBlock): { label: string; detail: string } {
  const kind = blockKind(block);
  const label = BLOCK_KINDS.find((k) => k.kind === kind)?.label ?? `Block type ${block.type}`;
  const s = block.settings;
  switch (kind) {
    case 'heading':
    case 'text':
      return { label, detail: shorten(nodeText(s.doc)) || 'Empty' };
    case 'image':
      if (!str(s.mediaId) && !str(s.src)) return { label, detail: 'Choose an image' };
      return {
        label,
        detail: shorten(str(s.alt) || str(s.src)) || (s.decorative ? 'Decorative image' : 'Image'),
      };
    case 'button':
      return { label, detail: shorten(str(s.label)) };
    case 'spacer':
      return { label, detail: typeof s.height === 'number' ? `${s.height} px` : '' };
    case 'quote':
      return { label, detail: shorten(str(s.text)) };
    case 'search':
      return { label, detail: shorten(str(s.placeholder)) };
    case 'form': {
      const count = Array.isArray(s.fields) ? s.fields.length : 0;
      return { label, detail: shorten(str(s.title)) || `${count} ${count === 1 ? 'field' : 'fields'}` };
    }
    case 'newsletter':
      return { label, detail: shorten(str(s.title)) };
    case 'gallery': {
      const count = Array.isArray(s.slides) ? s.slides.length : 0;
      return { label, detail: `${count} ${count === 1 ? 'item' : 'items'}` };
    }
    case 'video':
      if (!str(s.mediaId) && !str(s.url)) return { label, detail: 'Choose a video' };
      return { label, detail: shorten(str(s.title) || str(s.url)) || 'Uploaded video' };
    case 'product':
      return { label, detail: str(s.productId) ? 'One product of the store' : 'Choose a product' };
    case 'memberArea':
      return {
        label,
        detail: shorten(str(s.heading)) || (str(s.areaId) ? 'Join offer' : 'Choose a member area'),
      };
    case 'chart': {
      const rows = Array.isArray(s.rows) ? s.rows.length : 0;
      const kind = CHART_KIND_LABELS.find((entry) => entry.kind === s.kind)?.label ?? 'Bar';
      return {
        label,
        detail: shorten(str(s.title)) || `${kind} chart, ${rows} ${rows === 1 ? 'row' : 'rows'}`,
      };
    }
    case 'menu': {
      const tabs: unknown[] = Array.isArray(s.tabs) ? s.tabs : [];
      const titles = tabs.map((tab) => str((tab as { title?: unknown } | null)?.title)).filter(Boolean);
      return { label, detail: shorten(titles.join(' · ')) || 'Menu' };
    }
    case 'accordion': {
      const count = Array.isArray(s.items) ? s.items.length : 0;
      return { label, detail: `${count} ${count === 1 ? 'item' : 'items'}` };
    }
    case 'socialLinks': {
      const count = Array.isArray(s.links) ? s.links.length : 0;
      return {
        label,
        detail: `${count} ${count === 1 ? 'link' : 'links'}${s.share === true ? ', Share' : ''}`,
      };
    }
    case 'shape':
      return { label, detail: `${str(s.shape) || 'circle'}${str(s.mediaId) ? ', with an image' : ''}` };
    case 'marquee':
      return { label, detail: shorten(str(s.text)) || 'Empty' };
    case 'embed':
      return { label, detail: shorten(embedDetail(s)) };
    case 'code':
      return { label, detail: shorten(codeDetail(s)) };
    case 'markdown':
      return { label, detail: shorten(markdownDetail(s)) || 'Empty' };
    case 'audio':
      if (!str(s.mediaId)) return { label, detail: 'Choose a track' };
      return { label, detail: shorten(str(s.title)) || 'A track from the library' };
    case 'album': {
      const count = Array.isArray(s.tracks) ? s.tracks.length : 0;
      const tracks = `${count} ${count === 1 ? 'track' : 'tracks'}`;
      return { label, detail: str(s.title) ? `${shorten(str(s.title))}, ${tracks}` : tracks };
    }
    case 'map':
      return { label, detail: shorten(str(s.addressTitle) || str(s.addressLine1)) || 'Find the address' };
    case 'donation':
      return { label, detail: shorten(str(s.cause)) || 'Name the cause' };
    case 'calendar':
      return { label, detail: str(s.pageId) ? 'This month of an Events page' : 'Choose an Events page' };
    case 'languages':
      return { label, detail: 'Each published language' };
    default:
      return { label, detail: '' };
  }
}
