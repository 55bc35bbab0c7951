import {
  blockTextFields,
  type LanguageTexts,
  type PageBlock,
  type SourceText,
  sourceTexts,
} from '@atelier/domain';
import { BLOCK_TYPE, blockKind, soleHeading } from '../document/block-kinds';

/** What the owner calls each translatable field of a block (BLOCK_TEXT_FIELDS paths). */
const FIELD_LABELS: Record<string, string> = {
  doc: 'Text',
  alt: 'Alternative text',
  caption: 'Caption',
  label: 'Button label',
  text: 'Quotation',
  source: 'Source',
  placeholder: 'Placeholder',
  title: 'Title',
  description: 'Description',
  buttonText: 'Button',
  successMessage: 'Message after signing up',
  submitButtonText: 'Send button',
  'postSubmit.message': 'Message after sending',
  'fields[].title': 'Field label',
  'fields[].description': 'Field description',
  'fields[].placeholder': 'Field placeholder',
  'fields[].options[]': 'Choice',
  'slides[].alt': 'Slide alternative text',
  'slides[].caption': 'Slide caption',
  'featuredImage.alt': 'Cover image alternative text',
};

/** A block type's own name for a field, where the shared one would mislead (a member area's text is no quotation). */
const TYPE_FIELD_LABELS: Record<number, Record<string, string>> = {
  [BLOCK_TYPE.memberArea]: { heading: 'Heading', text: 'Text', buttonLabel: 'Button label' },
  [BLOCK_TYPE.image]: { title: 'Title', text: 'Text', buttonLabel: 'Button label' },
  [BLOCK_TYPE.accordion]: { 'items[].title': 'Item title', 'items[].body': 'Item text' },
  [BLOCK_TYPE.audio]: { title: 'Track title', artist: 'Artist or description' },
  [BLOCK_TYPE.album]: {
    title: 'Album title',
    artist: 'Artist or description',
    'cover.alt': 'Cover alternative text',
    'tracks[].title': 'Track title',
  },
  [BLOCK_TYPE.socialLinks]: { 'links[].label': 'Link name' },
  [BLOCK_TYPE.socialAccountLinks]: { 'links[].label': 'Link name' },
  [BLOCK_TYPE.socialAccountLinksV2]: { 'links[].label': 'Link name' },
  [BLOCK_TYPE.shape]: { alt: 'Image alternative text' },
  [BLOCK_TYPE.marquee]: { text: 'Scrolling text' },
  [BLOCK_TYPE.donation]: {
    cause: 'Cause',
    fund: 'Fund',
    description: 'Words under the cause',
    buttonLabel: 'Button label',
  },
  [BLOCK_TYPE.code]: { title: 'Frame title' },
  [BLOCK_TYPE.embed]: { title: 'Frame title' },
  [BLOCK_TYPE.markdown]: { text: 'Markdown' },
  [BLOCK_TYPE.chart]: {
    title: 'Chart title',
    'columns[]': 'Series name',
    'rows[].label': 'Row label',
    yAxisLabel: 'Axis name',
  },
  [BLOCK_TYPE.menu]: {
    'tabs[].title': 'Tab title',
    'tabs[].sections[].title': 'Section title',
    'tabs[].sections[].items[].name': 'Item name',
    'tabs[].sections[].items[].description': 'Item description',
    'tabs[].sections[].items[].price': 'Price',
    currencyNote: 'Note under the menu',
  },
};

/**
 * How a block text is written: a line, several lines (Markdown's source), a heading (a line kept
 * at the heading's level), or rich text.
 */
export type BlockTextInput = 'line' | 'area' | 'heading' | 'rich';

/** Plain texts written on several lines, by block type and field. */
const AREA_FIELDS: Record<number, readonly string[]> = { [BLOCK_TYPE.markdown]: ['text'] };

/** One text of a block to translate: its key, primary value, label and how it is written. */
export interface BlockText extends SourceText {
  label: string;
  input: BlockTextInput;
}

/**
 * The texts of a block that hold words, in the order of the block type's fields; a list's items are
 * numbered ("Choice 2"), so two texts never share a label.
 */
export function blockTexts(block: PageBlock): BlockText[] {
  const heading = blockKind(block) === 'heading';
  const texts: BlockText[] = [];
  for (const field of blockTextFields(block.type)) {
    const found = sourceTexts(block.settings, [field], block.id);
    const name = TYPE_FIELD_LABELS[block.type]?.[field.path] ?? FIELD_LABELS[field.path] ?? field.path;
    found.forEach((text, index) => {
      const label = field.path.includes('[]') ? `${name} ${index + 1}` : name;
      const line = AREA_FIELDS[block.type]?.includes(field.path) ? 'area' : 'line';
      const input: BlockTextInput =
        text.kind === 'text' ? line : heading && soleHeading(JSON.parse(text.value)) ? 'heading' : 'rich';
      texts.push({ ...text, label, input });
    });
  }
  return texts;
}

/** How many of a block's texts the edited language lacks, and how many are machine drafts. */
export function blockProgress(block: PageBlock, texts: LanguageTexts): { missing: number; machine: number } {
  let missing = 0;
  let machine = 0;
  for (const text of blockTexts(block)) {
    const entry = texts[text.key];
    if (!entry?.text.trim()) missing += 1;
    else if (entry.machine) machine += 1;
  }
  return { missing, machine };
}
