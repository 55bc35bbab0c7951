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
  text,
} from './template-blocks';

export const eventTemplate: SiteTemplate = {
  id: 'event',
  name: 'Event',
  description:
    'For a festival, conference or wedding: the date and place, the programme, speakers and sign-up.',
  tagline: '14–15 June · The Old Harbour Sheds',
  footer: 'Questions? Write from the Register page. See you in June.',
  styles: {
    fonts: { heading: 'Work Sans', body: 'Karla' },
    colors: {
      background: '#101828',
      surface: '#1d2939',
      text: '#f2f4f7',
      accent: '#f670c7',
      onAccent: '#101828',
    },
    button: { shape: 'pill', fill: 'solid' },
    spacing: 'spacious',
    contentWidth: 'medium',
    header: { layout: 'inline' },
    logo: null,
    favicon: null,
  },
  pages: (siteTitle) => [
    page(
      'Home',
      'home',
      section(
        heading(`${siteTitle}: two days of ideas by the sea`, 1),
        text(
          'Talks, workshops and long lunches for people who build things for the web. 300 seats, one track, no sponsors on stage.',
        ),
        button('Register now', '/register', 'large'),
      ),
      section(
        image('event-hero.svg', 'A stage with warm lights and a crowd', 'Last year’s opening talk.'),
        heading('Where and when'),
        text('The Old Harbour Sheds, 14 and 15 June. Doors open at 9:00, talks start at 10:00.'),
      ),
    ),
    page(
      'Programme',
      'programme',
      section(
        heading('Programme', 1),
        heading('Saturday 14 June', 3),
        text(
          '10:00 Opening: the web we want to keep',
          '11:30 Workshops: accessibility, performance, type',
          '14:00 Talks: small teams, long projects',
        ),
        heading('Sunday 15 June', 3),
        text('10:00 Talks: tools we made ourselves', '13:00 Long lunch on the quay', '15:00 Closing panel'),
        rule(),
        gallery([
          slide('event-1.svg', 'Audience listening in a hall', 'A full hall on day one.'),
          slide('event-2.svg', 'People talking at long tables', 'The long lunch.'),
          slide('event-3.svg', 'Harbour at night with string lights', 'Evening on the quay.'),
        ]),
      ),
    ),
    page(
      'Register',
      'register',
      section(
        heading('Register', 1),
        text(
          'Tickets are 120 for both days, lunch included. Tell us you are coming and we will send payment details.',
        ),
        contactForm(
          'Save my seat',
          ['Both days', 'Saturday only', 'Sunday only', 'Speaker enquiry'],
          'Thank you! Your seat is held for seven days; payment details are on their way.',
        ),
        newsletter(
          'News about the festival',
          'Speaker announcements and practical details, a few times before June.',
        ),
      ),
    ),
  ],
};
