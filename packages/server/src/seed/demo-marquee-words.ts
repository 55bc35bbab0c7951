import type { Words } from './demo-language-words';

/** The English words of the home page's marquee (demo-marquee.ts), in French and German. */
export const DEMO_MARQUEE_WORDS: Record<string, Words> = {
  'Wheel classes on Tuesdays, open studio on Saturdays': {
    fr: 'Cours de tour le mardi, atelier libre le samedi',
    de: 'Drehkurse dienstags, offenes Atelier samstags',
  },
};
