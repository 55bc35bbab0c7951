import {
  button,
  contactForm,
  heading,
  image,
  memberAreaOffer,
  memberPage,
  page,
  quote,
  rule,
  type SiteTemplate,
  section,
  spacer,
  text,
} from './template-blocks';

export const servicesTemplate: SiteTemplate = {
  id: 'services',
  name: 'Services',
  description:
    'For a practice or agency: what you offer, how you work, what clients say, an enquiry form and a client area.',
  tagline: 'Bookkeeping and tax help for small businesses',
  footer: 'Registered practice · Office hours Monday to Friday, 9:00–17:30',
  styles: {
    fonts: { heading: 'Montserrat', body: 'Open Sans' },
    colors: {
      background: '#ffffff',
      surface: '#eef3fb',
      text: '#14213d',
      accent: '#1d4ed8',
      onAccent: '#ffffff',
    },
    button: { shape: 'rounded', fill: 'solid' },
    spacing: 'comfortable',
    contentWidth: 'medium',
    header: { layout: 'inline' },
    logo: null,
    favicon: null,
  },
  // Clients sign in to their own page; the owner adds each one (Members).
  memberArea: {
    name: 'Clients',
    joinRule: 'invite',
    welcome: 'Welcome. Your deadlines and the documents we need from you are on the client page.',
  },
  pages: (siteTitle, refs) => [
    page(
      'Home',
      'home',
      section(
        heading('Your numbers, handled', 1),
        text(
          `${siteTitle} keeps the books of more than a hundred small businesses, so their owners can get on with the work they love.`,
        ),
        button('Book a free call', '/contact', 'large'),
      ),
      section(
        image(
          'services-hero.svg',
          'Charts and a calculator on a tidy desk',
          'Monthly reports, in plain words.',
        ),
        quote('The first year I did not dread January.', 'Sam Okafor, Okafor Joinery'),
      ),
    ),
    page(
      'Services',
      'services',
      section(
        heading('What we do', 1),
        heading('Bookkeeping', 3),
        text(
          'We record every sale and expense each month and send you a one-page report you can actually read.',
        ),
        heading('Tax returns', 3),
        text(
          'Year-end accounts and returns for sole traders and limited companies, filed on time, every time.',
        ),
        heading('Payroll', 3),
        text('Payslips, pensions and filings for teams of one to fifty.'),
        rule(),
        heading('How we work', 2),
        text(
          'A free first call, a fixed monthly price agreed in writing, and one named person who knows your business.',
        ),
        button('Ask for a quote', '/contact'),
      ),
      section(
        memberAreaOffer(
          refs?.memberAreaId,
          'Already a client?',
          'Sign in to see this year’s deadlines and the documents we need from you.',
        ),
      ),
    ),
    memberPage(
      'Client area',
      'clients',
      section(
        heading('Client area', 1),
        text('Only our clients see this page. Change it in the editor: what you write here stays theirs.'),
        heading('This year’s deadlines', 2),
        text('Send us your receipts by the 10th of each month. Year-end accounts close on 31 January.'),
        heading('What we need from you', 2),
        text('Bank statements, sales invoices and any letters from the tax office, as photos or PDFs.'),
      ),
    ),
    page(
      'Contact',
      'contact',
      section(
        heading('Get in touch', 1),
        text(
          'Tell us a little about your business and we will suggest a time for a free twenty-minute call.',
        ),
        spacer(),
        contactForm(
          'Enquiry',
          ['Bookkeeping', 'Tax return', 'Payroll', 'Something else'],
          'Thank you! We will reply within one working day.',
        ),
      ),
    ),
  ],
};
