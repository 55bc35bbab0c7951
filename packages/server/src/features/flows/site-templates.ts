import {
  type FormBlockSettings,
  headingDoc,
  type NewsletterBlockSettings,
  newId,
  type PageBlock,
  type PageDocument,
  paragraphDoc,
} from '@atelier/domain';

// Block-type numbers of spec 001 §3.
const HTML = 2;
const IMAGE = 5;
const FORM = 9;
const SPACER = 21;
const QUOTE = 31;
const SEARCH = 33;
const HORIZONTAL_RULE = 47;
const NEWSLETTER = 51;
const BUTTON = 53;

export interface TemplatePage {
  title: string;
  slug: string;
  navigation: 'main' | '_hidden';
  document: PageDocument;
}

export interface SiteTemplate {
  id: string;
  name: string;
  description: string;
  tagline: string;
  footer: string;
  pages: (siteTitle: string) => TemplatePage[];
}

const block = (type: number, settings: Record<string, unknown>): PageBlock => ({
  id: newId(),
  type,
  settings,
});
const section = (...blocks: PageBlock[]) => ({ id: newId(), blocks });
const heading = (text: string, level = 2) => block(HTML, { doc: headingDoc(text, level) });
const text = (...paragraphs: string[]) => block(HTML, { doc: paragraphDoc(...paragraphs) });

const fieldId = (type: string) => `${type}-${newId().slice(0, 8)}`;

/** A contact form that asks what visitors usually write about; submissions go to the owner. */
const contactForm = (): FormBlockSettings => ({
  formId: newId(),
  title: 'Write to us',
  fields: [
    { id: fieldId('name'), type: 'name', title: 'Name', required: true },
    { id: fieldId('email'), type: 'email', title: 'Email', required: true },
    {
      id: fieldId('select'),
      type: 'select',
      title: 'Topic',
      options: ['Commissions', 'Classes', 'Something else'],
    },
    { id: fieldId('textarea'), type: 'textarea', title: 'Message', required: true, maxLength: 2000 },
  ],
  submitButtonText: 'Send',
  postSubmit: { kind: 'message', message: 'Thank you! We will write back within two days.' },
  captcha: false,
});

const newsletter = (): NewsletterBlockSettings => ({
  formId: newId(),
  title: 'Studio notes',
  description: 'New pieces and class dates, once a month.',
  placeholder: 'Email Address',
  buttonText: 'Sign Up',
  successMessage: 'Thank you! Please check your inbox to confirm your subscription.',
  captcha: false,
});

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
          block(BUTTON, {
            label: 'See our work',
            href: '/about',
            size: 'large',
            alignment: 'left',
            newWindow: false,
          }),
        ),
        section(
          block(IMAGE, {
            src: '/assets/demo/studio.svg',
            alt: 'The studio workbench with glazed bowls drying in the light',
            caption: 'Every piece starts on this bench.',
            width: 1200,
            height: 675,
          }),
          block(SPACER, { height: 32 }),
          heading('What we make'),
          text(
            'Tableware thrown by hand and fired twice, so it lasts a lifetime of daily use.',
            'Lamps turned from local oak, wired and tested in the studio.',
          ),
          block(QUOTE, { text: 'Make fewer things, and make them well.', source: 'The studio motto' }),
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
          block(HORIZONTAL_RULE, {}),
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
          block(BUTTON, {
            label: 'Email us',
            href: 'mailto:hello@example.com',
            size: 'medium',
            alignment: 'left',
            newWindow: false,
          }),
          block(SPACER, { height: 24 }),
          block(FORM, { ...contactForm() }),
          block(SPACER, { height: 24 }),
          block(NEWSLETTER, { ...newsletter() }),
          block(SPACER, { height: 24 }),
          heading('Search this site', 3),
          block(SEARCH, { placeholder: 'Search the studio' }),
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

export const SITE_TEMPLATES: readonly SiteTemplate[] = [
  {
    id: 'studio',
    name: 'Studio',
    description:
      'A home, about and contact page with images, a quote, a contact form, a newsletter sign-up and site search.',
    tagline: 'Handmade in small batches',
    footer: '© Made with care. All rights reserved.',
    pages: studioPages,
  },
  {
    id: 'blank',
    name: 'Blank',
    description: 'One empty home page to start from scratch.',
    tagline: '',
    footer: '',
    pages: blankPages,
  },
];

export const findTemplate = (id: string): SiteTemplate | undefined => SITE_TEMPLATES.find((t) => t.id === id);
