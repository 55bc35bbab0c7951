import { DEFAULT_SITE_STYLES } from '@atelier/domain';
import { eventTemplate } from './event.template';
import { personalTemplate } from './personal.template';
import { portfolioTemplate } from './portfolio.template';
import { restaurantTemplate } from './restaurant.template';
import { servicesTemplate } from './services.template';
import { shopTemplate } from './shop.template';
import {
  block,
  button,
  contactForm,
  heading,
  newsletter,
  quote,
  rule,
  type SiteTemplate,
  search,
  section,
  spacer,
  type TemplatePage,
  text,
} from './template-blocks';

export type { SiteTemplate, TemplatePage, TemplateRefs, TemplateStore } from './template-blocks';

const IMAGE = 5; // block type, spec 001 §3

const studioPages = (siteTitle: string): TemplatePage[] => [
  {
    title: 'Home',
    slug: 'home',
    navigation: 'main',
    document: {
      sections: [
        section(
          heading(`Welcome to ${siteTitle}`, 1),
          text(
            'We design and make small-batch ceramics, lighting and furniture in a sunny studio by the river.',
          ),
          button('See our work', '/about', 'large'),
        ),
        section(
          block(IMAGE, {
            src: '/assets/demo/studio.svg',
            alt: 'The studio workbench with glazed bowls drying in the light',
            caption: 'Every piece starts on this bench.',
            width: 1200,
            height: 675,
          }),
          spacer(32),
          heading('What we make'),
          text(
            'Tableware thrown by hand and fired twice, so it lasts a lifetime of daily use.',
            'Lamps turned from local oak, wired and tested in the studio.',
          ),
          quote('Make fewer things, and make them well.', 'The studio motto'),
        ),
      ],
    },
  },
  {
    title: 'About',
    slug: 'about',
    navigation: 'main',
    document: {
      sections: [
        section(
          heading('About us', 1),
          text(
            `${siteTitle} is a studio of three makers who share a kiln, a lathe and a love of useful things.`,
            'We started in 2019 in a garage and moved to the old boathouse two years later.',
          ),
          rule(),
          block(IMAGE, {
            src: '/assets/demo/team.svg',
            alt: 'Three makers standing in front of the kiln',
            caption: 'The team, after the spring firing.',
            width: 1200,
            height: 675,
          }),
        ),
      ],
    },
  },
  {
    title: 'Contact',
    slug: 'contact',
    navigation: 'main',
    document: {
      sections: [
        section(
          heading('Get in touch', 1),
          text('Visit the studio on Saturdays from 10 to 4, or write to hello@example.com.'),
          button('Email us', 'mailto:hello@example.com'),
          spacer(),
          contactForm(
            'Write to us',
            ['Commissions', 'Classes', 'Something else'],
            'Thank you! We will write back within two days.',
          ),
          spacer(),
          newsletter('Studio notes', 'New pieces and class dates, once a month.'),
          spacer(),
          heading('Search this site', 3),
          search('Search the studio'),
        ),
      ],
    },
  },
];

const blankPages = (siteTitle: string): TemplatePage[] => [
  {
    title: 'Home',
    slug: 'home',
    navigation: 'main',
    document: { sections: [section(heading(siteTitle, 1), text('Start writing here.'))] },
  },
];

/** The starter templates, in the order the platform home offers them. */
export const SITE_TEMPLATES: readonly SiteTemplate[] = [
  portfolioTemplate,
  shopTemplate,
  restaurantTemplate,
  personalTemplate,
  servicesTemplate,
  eventTemplate,
  {
    id: 'studio',
    name: 'Studio',
    description:
      'A home, about and contact page with images, a quote, a contact form, a newsletter sign-up and site search.',
    tagline: 'Handmade in small batches',
    footer: '© Made with care. All rights reserved.',
    styles: DEFAULT_SITE_STYLES,
    pages: studioPages,
  },
  {
    id: 'blank',
    name: 'Blank',
    description: 'One empty home page to start from scratch.',
    tagline: '',
    footer: '',
    styles: DEFAULT_SITE_STYLES,
    pages: blankPages,
  },
];

export const findTemplate = (id: string): SiteTemplate | undefined => SITE_TEMPLATES.find((t) => t.id === id);
