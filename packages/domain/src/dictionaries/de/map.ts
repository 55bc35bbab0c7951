import type { Dictionary } from '../types';

export const map: Dictionary<'map'> = {
  mapLabel: 'Karte: {place}',
  mapLabelPlain: 'Karte',
  openInMaps: 'In Google Maps öffnen',
  newWindow: '(öffnet in einem neuen Fenster)',
  tilesNotice: 'Diese Karte stammt von {host}, der von Ihrem Besuch erfährt, sobald sie erscheint.',
  tilesShow: 'Karte von {host} anzeigen',
};
