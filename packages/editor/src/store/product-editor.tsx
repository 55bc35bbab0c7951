import { useEffect, useRef, useState } from 'react';
import { describeError, isApiError } from '../api/api-error';
import {
  createProduct,
  getProduct,
  type ProductInput,
  type StoreProduct,
  updateProduct,
} from '../api/store-catalogue.api';
import { LoadFailed, Loading } from '../forms/forms-states';
import { DigitalFileField } from './digital-file-field';
import {
  CATEGORY_LENGTH,
  describeFieldErrors,
  draftOf,
  newProductDraft,
  parseList,
  TAG_LENGTH,
  tooLong,
  variantsForOptions,
} from './product-draft';
import { ProductFields } from './product-fields';
import { useStore } from './store-context';
import { ErrorList, SaveBar } from './store-ui';
import { type OptionText, optionsFromText, VariantOptions } from './variant-options';
import { VariantTable } from './variant-table';

interface ProductEditorProps {
  /** null: a new product. */
  productId: string | null;
  onBack(): void;
  onSaved(product: StoreProduct): void;
}

const textsOf = (draft: ProductInput): OptionText[] =>
  draft.options.map((o) => ({ name: o.name, values: o.values.join(', ') }));

/** One product: its fields, options and variant table; saved as a whole. */
export function ProductEditor({ productId, onBack, onSaved }: ProductEditorProps) {
  const { canEdit, downloadLimit, downloadDays } = useStore();
  const [id, setId] = useState(productId);
  const [draft, setDraft] = useState<ProductInput | null>(productId ? null : newProductDraft());
  const [lists, setLists] = useState({ tags: '', categories: '' });
  const [optionTexts, setOptionTexts] = useState<OptionText[]>([]);
  const [optionProblem, setOptionProblem] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [savedName, setSavedName] = useState('');
  const form = useRef<HTMLFormElement>(null);

  const show = (product: StoreProduct) => {
    const next = draftOf(product);
    setDraft(next);
    setSavedName(product.name);
    setLists({ tags: next.tags.join(', '), categories: next.categories.join(', ') });
    setOptionTexts(textsOf(next));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: show only calls state setters
  useEffect(() => {
    if (!productId) return;
    let live = true;
    getProduct(productId).then(
      (product) => live && show(product),
      (e: unknown) => live && setLoadError(describeError(e)),
    );
    return () => {
      live = false;
    };
  }, [productId]);

  if (loadError) return <LoadFailed error={loadError} onRetry={onBack} />;
  if (!draft) return <Loading>Loading product…</Loading>;

  const change = (patch: Partial<ProductInput>) => {
    setSaved(false);
    setDraft({ ...draft, ...patch });
  };
  const changeOptions = (texts: OptionText[]) => {
    setOptionTexts(texts);
    const options = optionsFromText(texts);
    const result = variantsForOptions(options, draft.variants);
    if (!result.ok) {
      setOptionProblem(result.message);
      return;
    }
    setOptionProblem(null);
    change({ options: options.filter((o) => o.name && o.values.length), variants: result.variants });
  };

  const save = async () => {
    const tags = parseList(lists.tags);
    const categories = parseList(lists.categories);
    const local = [
      tooLong(tags, TAG_LENGTH, 'tag'),
      tooLong(categories, CATEGORY_LENGTH, 'category'),
      optionProblem,
      form.current?.querySelector('[data-unparsed]') ? 'Correct the amounts marked in red.' : null,
    ].filter((m): m is string => Boolean(m));
    if (local.length) {
      setFailure(local);
      return;
    }
    const input: ProductInput = { ...draft, tags, categories };
    setSaving(true);
    setFailure([]);
    setErrors({});
    try {
      const product = id ? await updateProduct(id, input) : await createProduct(input);
      setId(product.id);
      show(product);
      setSaved(true);
      onSaved(product);
    } catch (e) {
      const fields = isApiError(e) ? e.fieldErrors : {};
      setErrors(fields);
      setFailure(Object.keys(fields).length ? describeFieldErrors(fields, input) : [describeError(e)]);
    } finally {
      setSaving(false);
    }
  };

  const digital = draft.productType === 2;
  return (
    <form
      ref={form}
      className="stack store-product-editor"
      aria-label={id ? `Product ${savedName}` : 'New product'}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="store-view__head">
        <button type="button" className="button button--quiet button--small" onClick={onBack}>
          ← All products
        </button>
        <h3 className="store-view__title">{id ? savedName : 'New product'}</h3>
      </div>
      <ProductFields
        draft={draft}
        lists={lists}
        onLists={(next) => {
          setSaved(false);
          setLists(next);
        }}
        onChange={(patch) => {
          if (patch.productType !== 2) return change(patch);
          // A digital product has one variant and no options.
          const only = variantsForOptions([], draft.variants);
          setOptionTexts([]);
          setOptionProblem(null);
          change({ ...patch, options: [], variants: only.ok ? only.variants : draft.variants.slice(0, 1) });
        }}
        errors={errors}
        isNew={!id}
      />
      {digital ? (
        <DigitalFileField
          draft={draft}
          onChange={change}
          errors={errors}
          defaults={{ downloadLimit, downloadDays }}
        />
      ) : null}
      {digital ? null : (
        <VariantOptions options={optionTexts} onChange={changeOptions} problem={optionProblem} />
      )}
      <section aria-label="Variants" className="stack stack--tight">
        <h4 className="store-section-title">{digital ? 'Price' : `Variants (${draft.variants.length})`}</h4>
        <VariantTable
          variants={draft.variants}
          digital={digital}
          errors={errors}
          onChange={(variants) => change({ variants })}
        />
      </section>
      <ErrorList title="The product was not saved:" messages={failure} />
      {canEdit ? (
        <SaveBar label={id ? 'Save product' : 'Create product'} busy={saving} saved={saved} />
      ) : null}
    </form>
  );
}
