import type { Words } from './demo-language-words';

/** The English words of the demo's designed images (demo-image-designs.ts), in French and German. */
export const DEMO_IMAGE_WORDS: Record<string, Words> = {
  'Made at the bench by the river': {
    fr: 'Fait à l’établi, au bord de la rivière',
    de: 'Gemacht an der Werkbank am Fluss',
  },
  'Every bowl, lamp and stool starts here: thrown, turned or joined by hand, then finished slowly in the light from the window.':
    {
      fr: 'Chaque bol, chaque lampe et chaque tabouret commence ici : tourné ou assemblé à la main, puis fini lentement à la lumière de la fenêtre.',
      de: 'Jede Schale, jede Lampe und jeder Hocker beginnt hier: von Hand gedreht, gedrechselt oder gefügt, dann langsam im Licht des Fensters vollendet.',
    },
  'Book a class': { fr: 'Réserver un cours', de: 'Einen Kurs buchen' },
  'Three makers, one kiln': { fr: 'Trois artisans, un four', de: 'Drei Macher, ein Brennofen' },
  'We share the wheel, the lathe and the long bench, and every piece passes through all our hands before it leaves the studio.':
    {
      fr: 'Nous partageons le tour, le tour à bois et le long établi, et chaque pièce passe entre toutes nos mains avant de quitter l’atelier.',
      de: 'Wir teilen die Töpferscheibe, die Drechselbank und die lange Werkbank, und jedes Stück geht durch all unsere Hände, bevor es das Atelier verlässt.',
    },
};
