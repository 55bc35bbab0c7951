import type { Dictionary } from '../types';

export const map: Dictionary<'map'> = {
  mapLabel: 'Mappa di {place}',
  mapLabelPlain: 'Mappa',
  openInMaps: 'Apri in Google Maps',
  newWindow: '(si apre in una nuova finestra)',
  tilesNotice: 'Questa mappa è disegnata da {host}, che viene a sapere della tua visita appena appare.',
  tilesShow: 'Mostra la mappa di {host}',
};
