import {
  defaultStoreSelection,
  defaultStoreSettings,
  headingDoc,
  newId,
  type PageDocument,
  paragraphDoc,
} from '@atelier/domain';
import type { Kysely } from 'kysely';
import { ProductInput } from '#modules/catalogue/catalogue.schemas';
import { createProduct } from '#modules/catalogue/catalogue.service';
import { createPage, listPages, readDraft, saveDraft } from '#modules/pages/pages.service';
import { publishOnePage } from '#modules/pages/site-publish.service';
import type { DB } from '#platform/db/schema';
import { demoAssetUrl } from '#render/demo-assets';
import { saveStoreSettings } from '#workflows/catalogue/store-settings.workflow';

const image = (src: string, alt: string) => [{ src, alt }];
const STUDIO = demoAssetUrl('studio.svg');
const TEAM = demoAssetUrl('team.svg');

/** The demo shop: eight products across the types, one sold out, one on sale, one digital, one service. */
const PRODUCTS: unknown[] = [
  {
    productType: 1,
    name: 'Linen Apron',
    descriptionDoc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Heavy ' },
            { type: 'text', marks: [{ type: 'bold' }], text: 'washed linen' },
            { type: 'text', text: ' with deep pockets, cut and sewn in the studio.' },
          ],
        },
        {
          type: 'bulletList',
          content: [
            'Two front pockets and a pen slot',
            'Cross-back straps that spare your neck',
            'Machine washable; softer every time',
          ].map((text) => ({
            type: 'listItem',
            content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
          })),
        },
      ],
    },
    images: image(STUDIO, 'A linen apron hanging on the workbench'),
    categories: ['Textiles'],
    tags: ['linen', 'studio'],
    options: [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Natural', 'Indigo'] },
    ],
    variants: [
      { optionValues: ['S', 'Natural'], price: 4800, qtyInStock: 6, weight: 0.4 },
      { optionValues: ['M', 'Natural'], price: 4800, qtyInStock: 0, weight: 0.4 },
      { optionValues: ['L', 'Natural'], price: 4800, qtyInStock: 4, weight: 0.5 },
      { optionValues: ['S', 'Indigo'], price: 5200, qtyInStock: 3, weight: 0.4 },
      { optionValues: ['M', 'Indigo'], price: 5200, qtyInStock: 8, weight: 0.4 },
    ],
    workflow: 'published',
  },
  {
    productType: 1,
    name: 'Glazed Bowl',
    description: '<p>Stoneware bowl in our river-green glaze. Each one is a little different.</p>',
    images: image(STUDIO, 'A green glazed bowl'),
    categories: ['Ceramics'],
    options: [{ name: 'Size', values: ['Small', 'Large'] }],
    variants: [
      { optionValues: ['Small'], price: 3200, salePrice: 2400, onSale: true, qtyInStock: 12, weight: 0.6 },
      { optionValues: ['Large'], price: 4600, salePrice: 3800, onSale: true, qtyInStock: 5, weight: 1.1 },
    ],
    workflow: 'published',
  },
  {
    productType: 1,
    name: 'Oak Table Lamp',
    description: '<p>Turned from local oak, wired and tested in the studio. Linen shade.</p>',
    images: image(STUDIO, 'An oak table lamp with a linen shade'),
    categories: ['Lighting'],
    variants: [{ price: 18500, qtyInStock: 0, weight: 2.5 }],
    workflow: 'published',
  },
  {
    productType: 1,
    name: 'Espresso Cup',
    description: '<p>A small cup with a thumb rest, for the first coffee of the day.</p>',
    images: image(STUDIO, 'An espresso cup'),
    categories: ['Ceramics'],
    options: [{ name: 'Colour', values: ['White', 'Speckled', 'Black'] }],
    variants: [
      { optionValues: ['White'], price: 1800, qtyInStock: 20, weight: 0.2 },
      { optionValues: ['Speckled'], price: 1800, qtyInStock: 15, weight: 0.2 },
      { optionValues: ['Black'], price: 1800, qtyInStock: 2, weight: 0.2 },
    ],
    workflow: 'published',
  },
  {
    productType: 1,
    name: 'Walnut Serving Board',
    description: '<p>Oiled walnut, finished by hand. Big enough for a loaf and the butter.</p>',
    images: image(STUDIO, 'A walnut serving board'),
    categories: ['Woodwork'],
    variants: [{ price: 6400, qtyInStock: 7, weight: 1.4 }],
    workflow: 'published',
  },
  {
    productType: 2,
    name: 'Glaze Recipe Book (PDF)',
    description: '<p>Twenty of our studio glazes with firing notes. A download after payment.</p>',
    images: image(TEAM, 'The studio team'),
    categories: ['Books'],
    variants: [{ price: 1500 }],
    workflow: 'published',
  },
  {
    productType: 3,
    name: 'Wheel-Throwing Class',
    description: '<p>Three hours at the wheel on a Saturday morning, clay and firing included.</p>',
    images: image(TEAM, 'A class at the potter’s wheel'),
    categories: ['Classes'],
    variants: [{ price: 9500, qtyInStock: 8 }],
    workflow: 'published',
  },
  {
    productType: 1,
    name: 'Gift Wrapping',
    description: '<p>Recycled paper, a linen ribbon and a handwritten card.</p>',
    images: image(STUDIO, 'A wrapped parcel'),
    categories: ['Extras'],
    variants: [{ price: 500, unlimited: true }],
    workflow: 'published',
  },
];

/** Seeds the demo site's shop: settings with flat and free-over shipping, and the products. */
export async function seedDemoShop(db: Kysely<DB>, siteId: string): Promise<void> {
  await saveStoreSettings(db, siteId, {
    ...defaultStoreSettings(),
    shippingZones: [
      {
        id: 'domestic',
        name: 'United States',
        countries: ['US'],
        regions: [],
        rates: [
          {
            id: 'standard',
            name: 'Standard (3–5 days)',
            kind: 'flat',
            amount: 600,
            freeOver: 10000,
            bands: [],
          },
          {
            id: 'express',
            name: 'Express (1–2 days)',
            kind: 'flat',
            amount: 1800,
            freeOver: null,
            bands: [],
          },
        ],
      },
      {
        id: 'world',
        name: 'Rest of the world',
        countries: ['*'],
        regions: [],
        rates: [
          {
            id: 'international',
            name: 'International',
            kind: 'flat',
            amount: 2500,
            freeOver: null,
            bands: [],
          },
        ],
      },
    ],
    taxRates: [{ country: 'US', region: 'NY', rate: 888 }],
  });
  const made = [];
  for (const product of PRODUCTS) made.push(await createProduct(db, siteId, ProductInput.parse(product)));
  await addStorePage(db, siteId);
  const featured = made.find((p) => p.name === 'Glazed Bowl');
  if (featured) await featureOnHome(db, siteId, featured.id);
}

/**
 * The home page shows one product with a product block (type 43), so a newcomer meets the shop: added
 * to the home page's draft and published the way the editor does it (pages.service, site-publish).
 */
async function featureOnHome(db: Kysely<DB>, siteId: string, productId: string): Promise<void> {
  const home = (await listPages(db, siteId)).find((p) => p.slug === 'home');
  if (!home) return;
  const draft = await readDraft(db, siteId, home.id);
  const block = (type: number, settings: Record<string, unknown>) => ({ id: newId(), type, settings });
  const document: PageDocument = {
    ...draft.document,
    sections: [
      ...draft.document.sections,
      {
        id: newId(),
        blocks: [
          block(2, { doc: headingDoc('From the shop', 2) }),
          block(2, { doc: paragraphDoc('This month’s bowls are on sale. More in the shop.') }),
          block(43, { productId }),
        ],
      },
    ],
  };
  await saveDraft(db, siteId, home.id, document, draft.revision);
  // Published with the languages' pass (seed/demo-languages.ts), which publishes every live page again.
}

/**
 * The store page in the main navigation: a store page (spec 001 §3, collection type products 13)
 * at /store listing every product on sale, made and published as the editor's Add page makes a
 * Store page.
 */
export async function addStorePage(db: Kysely<DB>, siteId: string): Promise<void> {
  const page = await createPage(db, siteId, {
    kind: 'store',
    title: 'Shop',
    slug: 'store',
    navigation: 'main',
    store: defaultStoreSelection(),
  });
  await publishOnePage(db, siteId, page.id, null);
}
