import type { Dictionary } from '../types';

export const gallery: Dictionary<'gallery'> = {
  label: 'Galerie',
  previous: 'Zurück',
  next: 'Weiter',
  pause: 'Pause',
  play: 'Abspielen',
  close: 'Schließen',
  caption: 'Bildunterschrift',
  showSlide: 'Folie {n} anzeigen',
  slideOf: '{n} von {total}',
};
