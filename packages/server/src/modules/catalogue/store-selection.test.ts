import { defaultStoreSelection, readStoreSelection, type StoreSelection } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import type { Product } from './catalogue.model';
import { categoriesOf, MAX_COLLECTION_PRODUCTS, selectProducts } from './store-selection';

const NOW = new Date('2030-06-01T12:00:00Z');
let counter = 0;

function product(name: string, extra: Partial<Product> & { price?: number } = {}): Product {
  counter++;
  const id = counter.toString(16).padStart(24, '0');
  const { price = 1000, ...rest } = extra;
  return {
    id,
    productType: 1,
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    description: '',
    descriptionDoc: null,
    images: [],
    tags: [],
    categories: [],
    options: [],
    workflow: 'published',
    publishAt: null,
    seoTitle: '',
    seoDescription: '',
    digitalFile: null,
    downloadLimit: null,
    downloadDays: null,
    translations: {},
    position: counter,
    createdAt: new Date(Date.UTC(2030, 0, counter)).toISOString(),
    updatedAt: NOW.toISOString(),
    variants: [
      {
        id: `${id.slice(0, 23)}f`,
        productId: id,
        sku: `SKU${counter}`,
        optionValues: [],
        price,
        salePrice: 0,
        onSale: false,
        qtyInStock: 1,
        unlimited: false,
        weight: 0,
        dimensions: { length: 0, width: 0, height: 0 },
        images: [],
      },
    ],
    ...rest,
  };
}

const selection = (change: Partial<StoreSelection>): StoreSelection => ({
  ...defaultStoreSelection(),
  ...change,
});
const names = (products: Product[]) => products.map((p) => p.name);

describe('the products a store page shows', () => {
  const mug = product('Mug', { categories: ['Tableware'], price: 2800 });
  const bowl = product('Bowl', { categories: ['Tableware', 'Sale'], price: 1900 });
  const candle = product('Candle', { categories: ['Candles'], price: 2400 });
  const draft = product('Draft Vase', { categories: ['Tableware'], workflow: 'draft' });
  const later = product('Later Lamp', {
    workflow: 'scheduled',
    publishAt: new Date(NOW.getTime() + 60_000).toISOString(),
  });
  const due = product('Due Jug', {
    workflow: 'scheduled',
    publishAt: new Date(NOW.getTime() - 1).toISOString(),
  });
  const giftCard = product('Gift Card', { productType: 4 });
  const store = [mug, bowl, candle, draft, later, due, giftCard];

  it('shows every product on sale now, in the store’s order, and nothing else', () => {
    expect(names(selectProducts(store, defaultStoreSelection(), { now: NOW }))).toEqual([
      'Mug',
      'Bowl',
      'Candle',
      'Due Jug',
    ]);
  });

  it('shows drafts and scheduled products too in an owner’s preview, never a type the store does not sell', () => {
    expect(
      names(selectProducts(store, defaultStoreSelection(), { now: NOW, includeUnpublished: true })),
    ).toEqual(['Mug', 'Bowl', 'Candle', 'Draft Vase', 'Later Lamp', 'Due Jug']);
  });

  it('narrows to the products of any chosen category', () => {
    const chosen = selectProducts(store, selection({ show: 'categories', categories: ['Candles', 'Sale'] }), {
      now: NOW,
    });
    expect(names(chosen)).toEqual(['Bowl', 'Candle']);
    expect(
      names(selectProducts(store, selection({ show: 'categories', categories: ['None'] }), { now: NOW })),
    ).toEqual([]);
  });

  it('keeps hand-picked products in the order they were picked, skipping any not on sale or deleted', () => {
    const picked = selection({
      show: 'products',
      productIds: [candle.id, draft.id, 'f'.repeat(24), mug.id],
    });
    expect(names(selectProducts(store, picked, { now: NOW }))).toEqual(['Candle', 'Mug']);
    expect(names(selectProducts(store, { ...picked, sort: 'name' }, { now: NOW }))).toEqual([
      'Candle',
      'Mug',
    ]);
    expect(names(selectProducts(store, { ...picked, sort: 'price-high' }, { now: NOW }))).toEqual([
      'Mug',
      'Candle',
    ]);
  });

  it('sorts by name, by price either way, and newest first', () => {
    const sorted = (sort: StoreSelection['sort']) =>
      names(selectProducts([mug, bowl, candle], selection({ sort }), { now: NOW }));
    expect(sorted('name')).toEqual(['Bowl', 'Candle', 'Mug']);
    expect(sorted('price-low')).toEqual(['Bowl', 'Candle', 'Mug']);
    expect(sorted('price-high')).toEqual(['Mug', 'Candle', 'Bowl']);
    expect(sorted('newest')).toEqual(['Candle', 'Bowl', 'Mug']);
    expect(sorted('store')).toEqual(['Mug', 'Bowl', 'Candle']);
  });

  it('sorts by the lowest price a visitor pays, sale prices included', () => {
    const onSale = product('Sale Plate', { price: 5000 });
    onSale.variants[0] = { ...onSale.variants[0]!, onSale: true, salePrice: 500 };
    expect(names(selectProducts([mug, onSale], selection({ sort: 'price-low' }), { now: NOW }))).toEqual([
      'Sale Plate',
      'Mug',
    ]);
  });

  it('shows at most the 200 products a collection holds (spec 001 §9)', () => {
    const many = Array.from({ length: MAX_COLLECTION_PRODUCTS + 5 }, (_, i) => product(`P${i}`));
    expect(selectProducts(many, defaultStoreSelection(), { now: NOW })).toHaveLength(MAX_COLLECTION_PRODUCTS);
  });

  it('lists the categories of what it shows, each once, sorted', () => {
    expect(categoriesOf([candle, mug, bowl])).toEqual(['Candles', 'Sale', 'Tableware']);
  });
});

describe('a stored choice of products', () => {
  it('falls back to its defaults for anything missing or unknown', () => {
    expect(readStoreSelection(null)).toEqual(defaultStoreSelection());
    expect(readStoreSelection({ show: 'everything', sort: 'random', perPage: 500, categories: 'x' })).toEqual(
      defaultStoreSelection(),
    );
    expect(readStoreSelection({ show: 'categories', categories: ['A', 3], perPage: 6 })).toEqual({
      ...defaultStoreSelection(),
      show: 'categories',
      categories: ['A'],
      perPage: 6,
    });
  });
});
