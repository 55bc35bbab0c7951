import type { Dictionary } from '../types';

export const gallery: Dictionary<'gallery'> = {
  label: 'Galleria',
  previous: 'Precedente',
  next: 'Successiva',
  pause: 'Pausa',
  play: 'Riproduci',
  close: 'Chiudi',
  caption: 'Didascalia',
  showSlide: 'Mostra la diapositiva {n}',
  slideOf: '{n} di {total}',
};
