import {
  STORE_PER_PAGE_MAX,
  STORE_PER_PAGE_MIN,
  STORE_SHOWS,
  STORE_SORTS,
  type StoreSelection,
  type StoreShow,
  type StoreSort,
} from '@atelier/domain';
import { useId } from 'react';
import {
  EmptyStoreNote,
  ProductPicker,
  productStanding,
  useProductSearch,
} from '../blocks/product-editor-picker';
import { CheckboxField, SelectField, TextField } from '../shared/fields';
import { categoryChoices, movePicked } from './page-kinds';

interface StorePageSettingsProps {
  value: StoreSelection;
  onChange(value: StoreSelection): void;
  errors: Record<string, string>;
}

/**
 * A store page's part of its settings: which products it shows (all, some categories, or products
 * picked by hand, in the order picked), their sort order and how many make one page.
 */
export function StorePageSettings({ value, onChange, errors }: StorePageSettingsProps) {
  const name = useId();
  const { products, total } = useProductSearch('');
  const byId = new Map((products ?? []).map((p) => [p.id, p]));
  const set = (change: Partial<StoreSelection>) => onChange({ ...value, ...change });

  return (
    <fieldset className="fieldset stack stack--tight" data-testid="store-page-settings">
      <legend className="field__label">Products on this page</legend>
      <p className="field__hint">
        Products show here once they are Published in Store; a change saved here shows on the live page at
        once.
      </p>
      {total === 0 ? <EmptyStoreNote /> : null}
      <div className="choice-list" role="radiogroup" aria-label="Which products">
        {STORE_SHOWS.map((option) => (
          <label key={option.show} className="choice-list__item">
            <input
              type="radio"
              name={name}
              value={option.show}
              checked={value.show === option.show}
              onChange={() => set({ show: option.show as StoreShow })}
            />
            {option.label}
          </label>
        ))}
      </div>
      {value.show === 'categories' ? (
        <fieldset
          className="fieldset"
          aria-describedby={errors['store.categories'] ? `${name}-cat` : undefined}
        >
          <legend className="field__label">Categories</legend>
          {categoryChoices(products ?? [], value.categories).map((category) => (
            <CheckboxField
              key={category}
              label={category}
              checked={value.categories.includes(category)}
              onChange={(e) =>
                set({
                  categories: e.target.checked
                    ? [...value.categories, category]
                    : value.categories.filter((c) => c !== category),
                })
              }
            />
          ))}
          {products && categoryChoices(products, value.categories).length === 0 ? (
            <p className="field__hint">
              No product has a category yet. Give products categories in Store (Categories field).
            </p>
          ) : null}
          {errors['store.categories'] ? (
            <p id={`${name}-cat`} className="field__error">
              {errors['store.categories']}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {value.show === 'products' ? (
        <div className="stack stack--tight">
          <p className="field__label">Picked products</p>
          {value.productIds.length === 0 ? <p className="field__hint">None yet: add some below.</p> : null}
          <ol className="picked-products" aria-label="Picked products">
            {value.productIds.map((id, index) => {
              const product = byId.get(id);
              const label = product?.name ?? 'A product no longer in the store';
              return (
                <li key={id} className="product-picker__item">
                  <span>
                    {label} {product ? <span className="badge">{productStanding(product)}</span> : null}
                  </span>
                  <span className="row-actions">
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`Move ${label} up`}
                      disabled={index === 0}
                      onClick={() => set({ productIds: movePicked(value.productIds, id, -1) })}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`Move ${label} down`}
                      disabled={index === value.productIds.length - 1}
                      onClick={() => set({ productIds: movePicked(value.productIds, id, 1) })}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button
                      type="button"
                      className="button button--small button--danger-quiet"
                      aria-label={`Remove ${label}`}
                      onClick={() => set({ productIds: value.productIds.filter((p) => p !== id) })}
                    >
                      Remove
                    </button>
                  </span>
                </li>
              );
            })}
          </ol>
          {errors['store.productIds'] ? <p className="field__error">{errors['store.productIds']}</p> : null}
          <ProductPicker
            label="Find a product to add"
            chosenIds={value.productIds}
            action="Add"
            onPick={(product) => set({ productIds: [...value.productIds, product.id] })}
          />
        </div>
      ) : null}
      <SelectField
        label="Sort products by"
        value={value.sort}
        hint={value.show === 'products' ? 'Store order keeps the order you picked them in.' : undefined}
        error={errors['store.sort']}
        onChange={(e) => set({ sort: e.target.value as StoreSort })}
      >
        {STORE_SORTS.map((option) => (
          <option key={option.sort} value={option.sort}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Products per page"
        type="number"
        min={STORE_PER_PAGE_MIN}
        max={STORE_PER_PAGE_MAX}
        value={String(value.perPage)}
        error={errors['store.perPage']}
        hint={`From ${STORE_PER_PAGE_MIN} to ${STORE_PER_PAGE_MAX}; more products go on page 2, 3, …`}
        onChange={(e) => set({ perPage: Number(e.target.value) })}
      />
    </fieldset>
  );
}
