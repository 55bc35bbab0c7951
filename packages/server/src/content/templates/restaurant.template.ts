import {
  button,
  contactForm,
  gallery,
  heading,
  image,
  page,
  quote,
  rule,
  type SiteTemplate,
  section,
  slide,
  text,
} from './template-blocks';

export const restaurantTemplate: SiteTemplate = {
  id: 'restaurant',
  name: 'Restaurant',
  description: 'For a restaurant or café: the menu, opening hours, the room in pictures and table requests.',
  tagline: 'Seasonal cooking, open Tuesday to Sunday',
  footer: '12 Quay Street · Tue–Sun 12:00–22:00 · Kitchen closes at 21:30',
  styles: {
    fonts: { heading: 'Playfair Display', body: 'Source Serif 4' },
    colors: {
      background: '#fffaf3',
      surface: '#f6ead9',
      text: '#2a1d14',
      accent: '#8c2f1c',
      onAccent: '#ffffff',
    },
    button: { shape: 'soft', fill: 'solid' },
    spacing: 'comfortable',
    contentWidth: 'medium',
    header: { layout: 'centered' },
    logo: null,
    favicon: null,
  },
  pages: (siteTitle) => [
    page(
      'Home',
      'home',
      section(
        heading(`Welcome to ${siteTitle}`, 1),
        text(
          'A neighbourhood kitchen cooking what the market brings in: bread from our own oven, fish from the morning boats.',
        ),
        button('Request a table', '/reservations', 'large'),
      ),
      section(
        image(
          'restaurant-hero.svg',
          'A set table by the window in evening light',
          'Table six, just before service.',
        ),
        quote('The best plate of the year came from a kitchen the size of a boat.', 'The Evening Post'),
      ),
    ),
    page(
      'Menu',
      'menu',
      section(
        heading('This week’s menu', 1),
        text(
          'Our menu changes every Tuesday. Tell us about allergies when you book; most dishes can be adapted.',
        ),
        heading('To start', 3),
        text(
          'Sourdough, cultured butter — 5',
          'Grilled sardines, lemon, parsley — 11',
          'Beetroot, goat’s curd, walnuts — 9',
        ),
        heading('Mains', 3),
        text(
          'Hake, mussels, saffron broth — 24',
          'Slow lamb shoulder, white beans — 23',
          'Wild mushroom risotto — 18',
        ),
        heading('Sweet', 3),
        text('Brown butter tart, crème fraîche — 8', 'Poached pears, almond cake — 8'),
        rule(),
        gallery([
          slide('restaurant-1.svg', 'Bowl of saffron fish broth', 'Hake and mussels.'),
          slide('restaurant-2.svg', 'Fresh sourdough loaves', 'Bread from our oven, every morning.'),
          slide('restaurant-3.svg', 'A slice of tart with cream', 'Brown butter tart.'),
        ]),
      ),
    ),
    page(
      'Reservations',
      'reservations',
      section(
        heading('Reservations', 1),
        text(
          'Send us the day, time and number of guests; we confirm by email within a few hours. Groups of eight or more, please call.',
        ),
        contactForm(
          'Request a table',
          ['Dinner', 'Lunch', 'Private event', 'Something else'],
          'Thank you! We will confirm your table by email shortly.',
        ),
      ),
    ),
  ],
};
