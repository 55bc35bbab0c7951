import {
  button,
  contactForm,
  gallery,
  heading,
  image,
  newsletter,
  page,
  rule,
  type SiteTemplate,
  section,
  slide,
  spacer,
  text,
} from './template-blocks';

export const shopTemplate: SiteTemplate = {
  id: 'shop',
  name: 'Shop',
  description:
    'For a small shop: featured products, the story behind them, delivery answers and a newsletter.',
  tagline: 'Small-batch goods for slow mornings',
  footer: 'Free delivery on orders over 50. Returns within 30 days.',
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
  pages: (siteTitle) => [
    page(
      'Home',
      'home',
      section(
        heading(`New at ${siteTitle}`, 1),
        text(
          'Hand-poured candles, stoneware mugs and linen made in small batches by people we know by name.',
        ),
        button('Browse the collection', '/collection', 'large'),
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
    page(
      'Collection',
      'collection',
      section(
        heading('The collection', 1),
        text('Everything we have this season. Each piece differs a little: that is the point.'),
        gallery([
          slide('shop-1.svg', 'Stoneware mug in sage glaze', 'Sage mug, 320 ml — 28.00'),
          slide('shop-2.svg', 'Soy candle in an amber jar', 'Cedar & fig candle — 24.00'),
          slide('shop-3.svg', 'Folded linen napkins', 'Linen napkins, set of four — 36.00'),
        ]),
        rule(),
        text('Questions about a piece? Write to us from the Help page and we will answer the same day.'),
      ),
    ),
    page(
      'Help',
      'help',
      section(
        heading('Delivery and returns', 1),
        heading('Delivery', 3),
        text(
          'Orders leave our workshop within two working days. Delivery takes two to four days; it is free over 50.',
        ),
        heading('Returns', 3),
        text('Changed your mind? Send it back unused within 30 days and we refund the full price.'),
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
