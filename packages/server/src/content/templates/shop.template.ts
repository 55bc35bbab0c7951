import { MeasurementUnit, type StoreSettings } from '@atelier/domain';
import {
  button,
  contactForm,
  heading,
  image,
  newsletter,
  page,
  product,
  rule,
  type SiteTemplate,
  section,
  spacer,
  storePage,
  type TemplateProduct,
  text,
} from './template-blocks';

const ART = '/assets/demo/template-';

/**
 * The promise the pages make ("free delivery on orders from $50", "two to four days") is the store's own shipping
 * rule, so the words and the checkout always agree: delivery everywhere at a flat $5.00, free from
 * $50.00 (amounts in minor units of the store's currency, US dollars until the owner changes it).
 */
const FREE_DELIVERY_OVER = 5000;
const shopStoreSettings: Partial<StoreSettings> = {
  measurementStandard: MeasurementUnit.metric,
  shippingZones: [
    {
      id: 'everywhere',
      name: 'Everywhere',
      countries: ['*'],
      regions: [],
      rates: [
        {
          id: 'standard',
          name: 'Standard delivery (2–4 days)',
          kind: 'flat',
          amount: 500,
          freeOver: FREE_DELIVERY_OVER,
          bands: [],
        },
      ],
    },
  ],
};

const example = (what: string) => ({
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: what }] },
    {
      type: 'paragraph',
      content: [
        {
          type: 'text',
          marks: [{ type: 'bold' }],
          text: 'This is an example product. ',
        },
        {
          type: 'text',
          text: 'Change its name, pictures, price and stock under Store in the editor, or delete it. It stays a draft, hidden from visitors, until you set it to Published.',
        },
      ],
    },
  ],
});

/**
 * Starter products: drafts, so nothing a new owner has not looked at is on sale, each marked as an
 * example in its name and description. One has an option (the glaze), so variants show from the start.
 */
const shopProducts: TemplateProduct[] = [
  {
    key: 'mug',
    product: {
      productType: 1,
      name: 'Stoneware mug (example)',
      descriptionDoc: example('A 320 ml mug thrown on the wheel, in two glazes.'),
      images: [{ src: `${ART}shop-1.svg`, alt: 'A stoneware mug in sage glaze' }],
      categories: ['Tableware'],
      options: [{ name: 'Glaze', values: ['Sage', 'Sand'] }],
      variants: [
        { optionValues: ['Sage'], price: 2800, qtyInStock: 12, weight: 0.4 },
        { optionValues: ['Sand'], price: 2800, qtyInStock: 8, weight: 0.4 },
      ],
      workflow: 'draft',
    },
  },
  {
    key: 'candle',
    product: {
      productType: 1,
      name: 'Cedar & fig candle (example)',
      descriptionDoc: example('Soy wax in an amber jar; about forty hours of light.'),
      images: [{ src: `${ART}shop-2.svg`, alt: 'A soy candle in an amber jar' }],
      categories: ['Candles'],
      variants: [{ price: 2400, qtyInStock: 20, weight: 0.5 }],
      workflow: 'draft',
    },
  },
  {
    key: 'napkins',
    product: {
      productType: 1,
      name: 'Linen napkins, set of four (example)',
      descriptionDoc: example('Washed linen, hemmed by hand.'),
      images: [{ src: `${ART}shop-3.svg`, alt: 'Folded linen napkins' }],
      categories: ['Linen'],
      variants: [{ price: 3600, qtyInStock: 10, weight: 0.3 }],
      workflow: 'draft',
    },
  },
];

export const shopTemplate: SiteTemplate = {
  id: 'shop',
  name: 'Shop',
  description:
    'For a small shop: a store with example products to make your own, the story behind them, delivery answers and a newsletter.',
  tagline: 'Small-batch goods for slow mornings',
  footer: 'Free delivery on orders from $50. Returns within 30 days.',
  styles: {
    fonts: { heading: 'DM Sans', body: 'DM Sans' },
    colors: {
      background: '#ffffff',
      surface: '#f3f6f4',
      text: '#17211b',
      accent: '#1f6b4a',
      onAccent: '#ffffff',
    },
    button: { shape: 'pill', fill: 'solid' },
    spacing: 'comfortable',
    contentWidth: 'wide',
    header: { layout: 'inline' },
    logo: null,
    favicon: null,
  },
  store: { settings: shopStoreSettings, products: shopProducts },
  pages: (siteTitle, refs) => [
    page(
      'Home',
      'home',
      section(
        heading(`New at ${siteTitle}`, 1),
        text(
          'Hand-poured candles, stoneware mugs and linen made in small batches by people we know by name.',
        ),
        button('Browse the shop', '/shop', 'large'),
        // The example mug, for visitors once the owner publishes it (a draft shows nothing to them).
        product(refs?.products.mug),
      ),
      section(
        image('shop-hero.svg', 'A mug, a candle and folded linen on a table', 'The morning set.'),
        heading('Why we are small'),
        text(
          'We make a few of each thing, sell out and make the next batch. Nothing sits in a warehouse, and nothing is made that nobody wanted.',
        ),
        newsletter('First to know', 'One email when a new batch is ready. No other mail.'),
      ),
    ),
    storePage('Shop', 'shop', {
      show: 'all',
      categories: [],
      productIds: [],
      sort: 'store',
      perPage: 24,
    }),
    page(
      'Help',
      'help',
      section(
        heading('Delivery and returns', 1),
        heading('Delivery', 3),
        text(
          'Orders leave our workshop within two working days. Delivery takes two to four days and costs $5, or nothing on orders from $50.',
        ),
        heading('Returns', 3),
        text('Changed your mind? Send it back unused within 30 days and we refund the full price.'),
        rule(),
        text('Questions about a piece? Write to us below and we will answer the same day.'),
        spacer(),
        contactForm(
          'Ask us anything',
          ['An order', 'A product', 'Wholesale', 'Something else'],
          'Thank you! We answer on the same working day.',
        ),
      ),
    ),
  ],
};
