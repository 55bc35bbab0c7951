import {
  button,
  contactForm,
  heading,
  image,
  newsletter,
  page,
  rule,
  type SiteTemplate,
  search,
  section,
  text,
} from './template-blocks';

export const personalTemplate: SiteTemplate = {
  id: 'personal',
  name: 'Personal',
  description: 'A personal home page: who you are, what you write and think about, and how to reach you.',
  tagline: 'Notes on walking, reading and making things',
  footer: 'Written and kept by hand.',
  styles: {
    fonts: { heading: 'Lora', body: 'Lora' },
    colors: {
      background: '#fdfcfa',
      surface: '#f1efe9',
      text: '#222222',
      accent: '#3b5b92',
      onAccent: '#ffffff',
    },
    button: { shape: 'rounded', fill: 'outline' },
    spacing: 'comfortable',
    contentWidth: 'narrow',
    header: { layout: 'stacked' },
    logo: null,
    favicon: null,
  },
  pages: (siteTitle) => [
    page(
      'Home',
      'home',
      section(
        heading(`Hello, this is ${siteTitle}`, 1),
        text(
          'I am a librarian by day and a long-distance walker at weekends. Here I keep notes on the books I read and the paths I walk.',
        ),
        image(
          'personal-hero.svg',
          'A path over green hills under a wide sky',
          'Somewhere on the coast path, May.',
        ),
        heading('Lately'),
        text(
          'Walked the last forty miles of the coast path in four days of sideways rain. Read three books about lighthouses, which felt appropriate.',
        ),
        button('More about me', '/about'),
      ),
    ),
    page(
      'About',
      'about',
      section(
        heading('About me', 1),
        text(
          'I grew up by the sea, studied history and have worked in libraries for twelve years. I walk about a thousand miles a year and write a little about most of them.',
          'This site has no ads and no tracking beyond a plain visitor count.',
        ),
        rule(),
        newsletter('Letters', 'A short letter every season: where I walked and what I read.'),
      ),
    ),
    page(
      'Contact',
      'contact',
      section(
        heading('Say hello', 1),
        text('Recommendations for books and paths are always welcome.'),
        contactForm(
          'Write to me',
          ['A book', 'A walk', 'Something else'],
          'Thank you for writing! I read every letter.',
        ),
        heading('Search the notes', 3),
        search('Search the site'),
      ),
    ),
  ],
};
