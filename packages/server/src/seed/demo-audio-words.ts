import type { Words } from './demo-language-words';

/** The English texts of the Work page's kiln bell, in French and German. */
export const DEMO_AUDIO_WORDS: Record<string, Words> = {
  'The kiln bell': { fr: 'La cloche du four', de: 'Die Ofenglocke' },
  'Rung in the studio when a firing is done': {
    fr: 'Sonnée à l’atelier quand une cuisson est terminée',
    de: 'Im Atelier geläutet, wenn ein Brand fertig ist',
  },
};
