import type { Words } from './demo-language-words';

/** The English texts of the Work page's kiln chart, in French and German. */
export const DEMO_CHART_WORDS: Record<string, Words> = {
  'From the kiln': { fr: 'Au sortir du four', de: 'Aus dem Brennofen' },
  'Every piece is fired twice: once to harden the clay, once to melt the glaze.': {
    fr: 'Chaque pièce est cuite deux fois : une fois pour durcir la terre, une fois pour fondre l’émail.',
    de: 'Jedes Stück wird zweimal gebrannt: einmal, um den Ton zu härten, einmal, um die Glasur zu schmelzen.',
  },
  'Firings this year': { fr: 'Cuissons de l’année', de: 'Brände in diesem Jahr' },
  'Bisque firings': { fr: 'Cuissons de dégourdi', de: 'Schrühbrände' },
  'Glaze firings': { fr: 'Cuissons d’émail', de: 'Glasurbrände' },
  Winter: { fr: 'Hiver', de: 'Winter' },
  Spring: { fr: 'Printemps', de: 'Frühling' },
  Summer: { fr: 'Été', de: 'Sommer' },
  Autumn: { fr: 'Automne', de: 'Herbst' },
  Firings: { fr: 'Cuissons', de: 'Brände' },
};
