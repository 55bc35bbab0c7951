import type { Dictionary } from '../types';

export const gallery: Dictionary<'gallery'> = {
  label: 'Galería',
  previous: 'Anterior',
  next: 'Siguiente',
  pause: 'Pausa',
  play: 'Reproducir',
  close: 'Cerrar',
  caption: 'Pie de foto',
  showSlide: 'Mostrar diapositiva {n}',
  slideOf: '{n} de {total}',
};
