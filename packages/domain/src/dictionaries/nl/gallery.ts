import type { Dictionary } from '../types';

export const gallery: Dictionary<'gallery'> = {
  label: 'Galerij',
  previous: 'Vorige',
  next: 'Volgende',
  pause: 'Pauzeren',
  play: 'Afspelen',
  close: 'Sluiten',
  caption: 'Bijschrift',
  showSlide: 'Dia {n} tonen',
  slideOf: '{n} van {total}',
};
