import {
  button,
  contactForm,
  gallery,
  heading,
  image,
  page,
  quote,
  type SiteTemplate,
  section,
  slide,
  spacer,
  text,
} from './template-blocks';

export const portfolioTemplate: SiteTemplate = {
  id: 'portfolio',
  name: 'Portfolio',
  description:
    'For photographers, illustrators and designers: a work gallery, an about page and commissions.',
  tagline: 'Illustration and visual identity',
  footer: 'All work © its maker. Please ask before using any image.',
  styles: {
    fonts: { heading: 'Space Grotesk', body: 'Inter' },
    colors: {
      background: '#fbfaf7',
      surface: '#f0ede6',
      text: '#1d1c1a',
      accent: '#c4401b',
      onAccent: '#ffffff',
    },
    button: { shape: 'square', fill: 'outline' },
    spacing: 'spacious',
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
        heading(`${siteTitle}: pictures that explain things`, 1),
        text(
          'I draw editorial illustrations, book covers and the odd visual identity for small companies with big ideas.',
        ),
        button('See selected work', '/work', 'large'),
      ),
      section(
        image(
          'portfolio-hero.svg',
          'A desk with sketches, pencils and a colour chart',
          'Studio desk, spring.',
        ),
        heading('Recent clients'),
        text('The Harbour Review, Northlight Books, Field & Fern Coffee, the City Library festival.'),
        quote('Clear, warm and always on time. The cover sold the book.', 'Ana Ruiz, Northlight Books'),
      ),
    ),
    page(
      'Work',
      'work',
      section(
        heading('Selected work', 1),
        text('A few projects from the last two years. Select any picture to see it larger.'),
        gallery([
          slide(
            'portfolio-1.svg',
            'Abstract cover in red and sand',
            'Cover for “Salt Lines”, Northlight Books.',
          ),
          slide('portfolio-2.svg', 'Poster of overlapping circles', 'Festival poster, City Library.'),
          slide('portfolio-3.svg', 'Geometric coffee packaging', 'Packaging for Field & Fern Coffee.'),
          slide('portfolio-4.svg', 'Editorial spread of hills at dusk', 'Editorial, The Harbour Review.'),
          slide('portfolio-5.svg', 'Pattern of leaves', 'Wallpaper pattern, personal work.'),
          slide('portfolio-6.svg', 'Map-like illustration of a town', 'Town map for a walking guide.'),
        ]),
      ),
    ),
    page(
      'About',
      'about',
      section(
        heading('About', 1),
        text(
          `${siteTitle} is the studio of one illustrator and a very patient cat. I studied graphic design, worked at a newspaper for six years, and went freelance in 2020.`,
          'I work in pencil first and finish digitally. Every project starts with a conversation and three rough sketches.',
        ),
      ),
    ),
    page(
      'Contact',
      'contact',
      section(
        heading('Commissions', 1),
        text(
          'Tell me about your project, your deadline and your budget; I answer every message within two working days.',
        ),
        spacer(),
        contactForm(
          'Start a project',
          ['Editorial', 'Book cover', 'Identity', 'Something else'],
          'Thank you! I will write back within two working days.',
        ),
      ),
    ),
  ],
};
