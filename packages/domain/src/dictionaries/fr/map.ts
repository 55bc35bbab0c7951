import type { Dictionary } from '../types';

export const map: Dictionary<'map'> = {
  mapLabel: 'Carte : {place}',
  mapLabelPlain: 'Carte',
  openInMaps: 'Ouvrir dans Google Maps',
  newWindow: '(s’ouvre dans une nouvelle fenêtre)',
  tilesNotice: 'Cette carte est dessinée par {host}, qui apprend votre visite dès qu’elle s’affiche.',
  tilesShow: 'Afficher la carte de {host}',
};
