import { BlockType } from '../catalogues/block-type';
import type { TextField } from './translations';

/**
 * The fields of each block type that hold words an owner writes, and so have a value per site
 * language. A block type that shows words and is missing here would stay in the primary language
 * on every translated page: block-text-fields.test.ts checks every renderable block against it.
 * Addresses, ids, colours and numbers are not words and stay out.
 */
export const BLOCK_TEXT_FIELDS: Readonly<Record<number, readonly TextField[]>> = {
  [BlockType.html]: [{ path: 'doc', kind: 'rich' }],
  // The caption shows in the inline design; the title, text and button label in the five others.
  [BlockType.image]: [
    { path: 'alt', kind: 'text' },
    { path: 'caption', kind: 'text' },
    { path: 'title', kind: 'text' },
    { path: 'text', kind: 'rich' },
    { path: 'buttonLabel', kind: 'text' },
  ],
  [BlockType.button]: [{ path: 'label', kind: 'text' }],
  [BlockType.quote]: [
    { path: 'text', kind: 'text' },
    { path: 'source', kind: 'text' },
  ],
  [BlockType.search]: [{ path: 'placeholder', kind: 'text' }],
  [BlockType.form]: [
    { path: 'title', kind: 'text' },
    { path: 'fields[].title', kind: 'text' },
    { path: 'fields[].description', kind: 'text' },
    { path: 'fields[].placeholder', kind: 'text' },
    { path: 'fields[].options[]', kind: 'text' },
    { path: 'submitButtonText', kind: 'text' },
    { path: 'postSubmit.message', kind: 'text' },
  ],
  [BlockType.newsletter]: [
    { path: 'title', kind: 'text' },
    { path: 'description', kind: 'text' },
    { path: 'placeholder', kind: 'text' },
    { path: 'buttonText', kind: 'text' },
    { path: 'successMessage', kind: 'text' },
  ],
  [BlockType.gallery]: [
    { path: 'slides[].alt', kind: 'text' },
    { path: 'slides[].caption', kind: 'text' },
  ],
  [BlockType.video]: [
    { path: 'title', kind: 'text' },
    { path: 'caption', kind: 'text' },
    { path: 'featuredImage.alt', kind: 'text' },
  ],
  // The owner's words; the area's own name and welcome are site texts, translated with the area.
  [BlockType.memberArea]: [
    { path: 'heading', kind: 'text' },
    { path: 'text', kind: 'text' },
    { path: 'buttonLabel', kind: 'text' },
  ],
  // A price is the owner's words too: "18 €" in one language may be "€18" in another.
  [BlockType.menu]: [
    { path: 'tabs[].title', kind: 'text' },
    { path: 'tabs[].sections[].title', kind: 'text' },
    { path: 'tabs[].sections[].items[].name', kind: 'text' },
    { path: 'tabs[].sections[].items[].description', kind: 'text' },
    { path: 'tabs[].sections[].items[].price', kind: 'text' },
    { path: 'currencyNote', kind: 'text' },
  ],
  // Each item's title and its rich-text body, keyed by the item's id.
  [BlockType.accordion]: [
    { path: 'items[].title', kind: 'text' },
    { path: 'items[].body', kind: 'rich' },
  ],
  // Social links (19, 48, 54): the owner's names for links, keyed by the link's id; addresses stay.
  [BlockType.socialLinks]: [{ path: 'links[].label', kind: 'text' }],
  [BlockType.socialAccountLinks]: [{ path: 'links[].label', kind: 'text' }],
  [BlockType.socialAccountLinksV2]: [{ path: 'links[].label', kind: 'text' }],
  // A shape's image description.
  [BlockType.shape]: [{ path: 'alt', kind: 'text' }],
  // Donation (52): the cause, its fund, the words under it and the button; the amounts stay.
  [BlockType.donation]: [
    { path: 'cause', kind: 'text' },
    { path: 'fund', kind: 'text' },
    { path: 'description', kind: 'text' },
    { path: 'buttonLabel', kind: 'text' },
  ],
  // The words that scroll, once: the site repeats them along the line.
  [BlockType.marquee]: [{ path: 'text', kind: 'text' }],
  // The title, the series' names and the row labels; rows have no ids, so they key by position.
  [BlockType.chart]: [
    { path: 'title', kind: 'text' },
    { path: 'columns[]', kind: 'text' },
    { path: 'rows[].label', kind: 'text' },
    { path: 'yAxisLabel', kind: 'text' },
  ],
  // Audio (41) and Album (60): the titles and the line about them; an album's tracks key by id.
  [BlockType.audio]: [
    { path: 'title', kind: 'text' },
    { path: 'artist', kind: 'text' },
  ],
  [BlockType.album]: [
    { path: 'title', kind: 'text' },
    { path: 'artist', kind: 'text' },
    { path: 'cover.alt', kind: 'text' },
    { path: 'tracks[].title', kind: 'text' },
  ],
  // Code (23) and Embed (22): the frame's name for screen readers; the HTML and the address stay.
  [BlockType.code]: [{ path: 'title', kind: 'text' }],
  [BlockType.embed]: [{ path: 'title', kind: 'text' }],
  // Map (4): the address card's name and country; the street lines stay as the post writes them,
  // and the position and options stay.
  [BlockType.map]: [
    { path: 'addressTitle', kind: 'text' },
    { path: 'addressCountry', kind: 'text' },
  ],
  // Markdown (44): the whole source, translated as written (its marks are kept by the translator).
  [BlockType.markdown]: [{ path: 'text', kind: 'text' }],
  // Words of their own: none. A Product block shows the product's texts, translated with the product.
  [BlockType.product]: [],
  // A Calendar block shows its Events page's events, and the page's words come from the dictionaries.
  [BlockType.calendar]: [],
  [BlockType.spacer]: [],
  [BlockType.horizontalRule]: [],
  // The language links name each language in itself: nothing to translate.
  [BlockType.navigation]: [],
};

const NONE: readonly TextField[] = [];

/** The translatable fields of a block type (none for a type that shows no words of its own). */
export const blockTextFields = (blockType: number): readonly TextField[] =>
  BLOCK_TEXT_FIELDS[blockType] ?? NONE;
