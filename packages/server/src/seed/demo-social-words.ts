import type { Words } from './demo-language-words';

/** The English texts of the home page's social links (demo-social.ts), in French and German. */
export const DEMO_SOCIAL_WORDS: Record<string, Words> = {
  'Follow the studio': { fr: 'Suivre l’atelier', de: 'Dem Atelier folgen' },
  'Email the studio': { fr: 'Écrire à l’atelier', de: 'Dem Atelier schreiben' },
};
