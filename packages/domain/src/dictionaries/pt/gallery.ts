import type { Dictionary } from '../types';

export const gallery: Dictionary<'gallery'> = {
  label: 'Galeria',
  previous: 'Anterior',
  next: 'Próximo',
  pause: 'Pausar',
  play: 'Reproduzir',
  close: 'Fechar',
  caption: 'Legenda',
  showSlide: 'Mostrar slide {n}',
  slideOf: '{n} de {total}',
};
