import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { describeError, isApiError } from '../api/api-error';
import {
  createProduct,
  getProduct,
  type ProductInput,
  type StoreProduct,
  updateProduct,
} from '../api/store-catalogue.api';
import { ProductTranslations } from '../languages/product-translations';
import { LoadFailed, Loading } from '../shared/list-states';
import { queryKeys } from '../shared/queries';
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

/**
 * One product: its fields, options and variant table; saved as a whole. The product is asked for
 * each time the editor opens and fills the form once: a later answer for it (a save refreshes the
 * products) leaves the owner's edits alone.
 */
export function ProductEditor(props: ProductEditorProps) {
  const { productId } = props;
  const loaded = useQuery({
    queryKey: queryKeys.product(productId ?? ''),
    queryFn: () => getProduct(productId ?? ''),
    enabled: productId !== null,
    refetchOnMount: 'always',
  });
  // What the form was filled from: an answer this opening asked for, never a cached one from before.
  const [filled, setFilled] = useState<StoreProduct | null>(null);
  const fresh = loaded.isFetchedAfterMount && !loaded.isFetching && !loaded.error ? loaded.data : undefined;
  if (!filled && fresh) setFilled(fresh);
  if (productId === null) return <ProductForm {...props} loaded={null} />;
  const product = filled ?? fresh;
  if (product) return <ProductForm key={productId} {...props} loaded={product} />;
  if (loaded.isFetchedAfterMount && loaded.error) {
    return <LoadFailed error={describeError(loaded.error)} onRetry={props.onBack} />;
  }
  return <Loading>Loading product…</Loading>;
}

function ProductForm({
  productId,
  onBack,
  onSaved,
  loaded,
}: ProductEditorProps & { loaded: StoreProduct | null }) {
  const { canEdit, downloadLimit, downloadDays } = useStore();
  const client = useQueryClient();
  const write = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ProductInput }) =>
      id ? updateProduct(id, input) : createProduct(input),
    onSuccess: (product) => client.setQueryData(queryKeys.product(product.id), product),
  });
  const first = loaded ? draftOf(loaded) : newProductDraft();
  const [id, setId] = useState(productId);
  const [draft, setDraft] = useState<ProductInput>(first);
  const [lists, setLists] = useState(() =>
    loaded
      ? { tags: first.tags.join(', '), categories: first.categories.join(', ') }
      : { tags: '', categories: '' },
  );
  const [optionTexts, setOptionTexts] = useState<OptionText[]>(() => (loaded ? textsOf(first) : []));
  const [optionProblem, setOptionProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [savedName, setSavedName] = useState(loaded?.name ?? '');
  // The product as last loaded or saved: the provider translates that, so it waits for a save.
  const [stored, setStored] = useState(first);
  const form = useRef<HTMLFormElement>(null);

  const show = (product: StoreProduct) => {
    const next = draftOf(product);
    setDraft(next);
    setStored(next);
    setSavedName(product.name);
    setLists({ tags: next.tags.join(', '), categories: next.categories.join(', ') });
    setOptionTexts(textsOf(next));
  };

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
      const product = await write.mutateAsync({ id, input });
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
  const unsaved = JSON.stringify(draft) !== JSON.stringify(stored);
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
      <ProductTranslations
        product={draft}
        translations={draft.translations ?? {}}
        onChange={(translations) => change({ translations })}
        productId={id}
        unsaved={unsaved}
        disabled={!canEdit}
        onFilled={() => {
          if (id) void getProduct(id).then(show, (e: unknown) => setFailure([describeError(e)]));
        }}
      />
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
