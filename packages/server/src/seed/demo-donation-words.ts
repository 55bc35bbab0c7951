import type { Words } from './demo-language-words';

/** The English words of the Work page's kiln fund (demo-donations.ts), in French and German. */
export const DEMO_DONATION_WORDS: Record<string, Words> = {
  'Kiln fund': { fr: 'Fonds du four', de: 'Ofenfonds' },
  'Community kiln fund': { fr: 'Fonds communautaire du four', de: 'Gemeinschaftsfonds für den Brennofen' },
  'Kiln repairs and firing for local schools': {
    fr: 'Réparations du four et cuissons pour les écoles du quartier',
    de: 'Ofenreparaturen und Brände für die Schulen im Viertel',
  },
  'Our big kiln fires the work of every class, and twice a year the pieces of the schools down the river. Its bricks are wearing out: help us reline it.':
    {
      fr: 'Notre grand four cuit le travail de chaque cours et, deux fois par an, les pièces des écoles en aval. Ses briques s’usent : aidez-nous à le rénover.',
      de: 'Unser großer Ofen brennt die Arbeiten jedes Kurses und zweimal im Jahr die Stücke der Schulen flussabwärts. Seine Steine nutzen sich ab: Helfen Sie uns, ihn neu auszumauern.',
    },
  'Give to the kiln': { fr: 'Donner pour le four', de: 'Für den Ofen spenden' },
};
