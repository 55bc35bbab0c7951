import type { Dictionary } from '../types';

export const map: Dictionary<'map'> = {
  mapLabel: 'Kaart van {place}',
  mapLabelPlain: 'Kaart',
  openInMaps: 'Openen in Google Maps',
  newWindow: '(opent in een nieuw venster)',
  tilesNotice: 'Deze kaart komt van {host}, dat van je bezoek weet zodra ze verschijnt.',
  tilesShow: 'Toon de kaart van {host}',
};
