import type { ProductInput, Workflow } from '../api/store-catalogue.api';
import { SelectField, TextAreaField, TextField } from '../shared/fields';
import { fromLocalInput, toLocalInput } from './date-input';
import { DescriptionField } from './description-field';
import { CATEGORY_LENGTH, PRODUCT_TYPES, parseList, TAG_LENGTH, tooLong } from './product-draft';
import { ProductImages } from './product-images';
import { useStore } from './store-context';

interface ProductFieldsProps {
  draft: ProductInput;
  /** Typed text of the tag and category lists, kept as typed until saved. */
  lists: { tags: string; categories: string };
  onLists(lists: { tags: string; categories: string }): void;
  onChange(change: Partial<ProductInput>): void;
  errors: Record<string, string>;
  isNew: boolean;
}

const WORKFLOWS: { value: Workflow; label: string }[] = [
  { value: 'draft', label: 'Draft (hidden)' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];

/**
 * What each state means for visitors. Products are not part of the site's Publish: like orders and
 * stock they change the live store as soon as they are saved, while pages wait for Publish.
 */
export const WORKFLOW_NOTICES: Record<Workflow, string> = {
  draft: 'Hidden from visitors: not on store pages, product pages or Product blocks.',
  scheduled: 'Goes on sale by itself at the time below.',
  published:
    'On sale as soon as you save: visitors can buy it at once, on store pages and in Product blocks. Products do not wait for Publish; pages do.',
};

/** The product's own fields: type, name, description, images, address, tags, state and search text. */
export function ProductFields({ draft, lists, onLists, onChange, errors, isNew }: ProductFieldsProps) {
  const { canEdit } = useStore();
  const tagError = tooLong(parseList(lists.tags), TAG_LENGTH, 'tag') ?? errors.tags;
  const categoryError =
    tooLong(parseList(lists.categories), CATEGORY_LENGTH, 'category') ?? errors.categories;
  return (
    <div className="stack">
      <div className="store-grid">
        <SelectField
          label="Product type"
          value={String(draft.productType)}
          disabled={!canEdit || !isNew}
          hint={isNew ? undefined : 'The type is chosen when the product is created.'}
          onChange={(e) => onChange({ productType: Number(e.target.value) as 1 | 2 | 3 })}
        >
          {PRODUCT_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Name"
          required
          value={draft.name}
          disabled={!canEdit}
          error={errors.name}
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </div>
      <DescriptionField
        doc={draft.descriptionDoc}
        text={draft.description}
        onChange={(descriptionDoc) => onChange({ descriptionDoc, description: '' })}
      />
      <ProductImages
        label="Product images"
        images={draft.images}
        onChange={(images) => onChange({ images })}
      />
      <div className="store-grid">
        <TextField
          label="URL slug"
          value={draft.slug ?? ''}
          disabled={!canEdit}
          hint={`The product's address: /p/${draft.slug || 'made-from-the-name'}`}
          error={errors.slug}
          onChange={(e) => onChange({ slug: e.target.value.trim() ? e.target.value : undefined })}
        />
        <TextField
          label="Tags"
          value={lists.tags}
          disabled={!canEdit}
          hint={`Separated by commas; each at most ${TAG_LENGTH} characters.`}
          error={tagError}
          onChange={(e) => onLists({ ...lists, tags: e.target.value })}
        />
        <TextField
          label="Categories"
          value={lists.categories}
          disabled={!canEdit}
          hint={`Separated by commas; each at most ${CATEGORY_LENGTH} characters. The store page filters by them.`}
          error={categoryError}
          onChange={(e) => onLists({ ...lists, categories: e.target.value })}
        />
      </div>
      <div className="store-grid">
        <SelectField
          label="State"
          value={draft.workflow}
          disabled={!canEdit}
          hint={WORKFLOW_NOTICES[draft.workflow]}
          onChange={(e) => onChange({ workflow: e.target.value as Workflow })}
        >
          {WORKFLOWS.map((w) => (
            <option key={w.value} value={w.value}>
              {w.label}
            </option>
          ))}
        </SelectField>
        {draft.workflow === 'scheduled' ? (
          <TextField
            label="Goes live at"
            type="datetime-local"
            required
            value={toLocalInput(draft.publishAt)}
            disabled={!canEdit}
            hint="The product appears on the site at this time, with no one present."
            error={errors.publishAt}
            onChange={(e) => onChange({ publishAt: fromLocalInput(e.target.value) })}
          />
        ) : null}
      </div>
      <details className="store-details">
        <summary>Search and sharing</summary>
        <TextField
          label="Search title"
          value={draft.seoTitle}
          maxLength={200}
          disabled={!canEdit}
          hint="Shown in search results and the browser tab; the name when empty."
          onChange={(e) => onChange({ seoTitle: e.target.value })}
        />
        <TextAreaField
          label="Search description"
          value={draft.seoDescription}
          maxLength={500}
          disabled={!canEdit}
          onChange={(e) => onChange({ seoDescription: e.target.value })}
        />
      </details>
    </div>
  );
}
