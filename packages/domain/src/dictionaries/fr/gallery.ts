import type { Dictionary } from '../types';

export const gallery: Dictionary<'gallery'> = {
  label: 'Galerie',
  previous: 'Précédent',
  next: 'Suivant',
  pause: 'Pause',
  play: 'Lecture',
  close: 'Fermer',
  caption: 'Légende',
  showSlide: 'Afficher la diapositive {n}',
  slideOf: '{n} sur {total}',
};
