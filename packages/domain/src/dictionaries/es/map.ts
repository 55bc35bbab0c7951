import type { Dictionary } from '../types';

export const map: Dictionary<'map'> = {
  mapLabel: 'Mapa de {place}',
  mapLabelPlain: 'Mapa',
  openInMaps: 'Abrir en Google Maps',
  newWindow: '(se abre en una ventana nueva)',
  tilesNotice: 'Este mapa lo dibuja {host}, que sabrá de tu visita en cuanto se muestre.',
  tilesShow: 'Mostrar el mapa de {host}',
};
