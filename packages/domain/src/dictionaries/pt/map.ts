import type { Dictionary } from '../types';

export const map: Dictionary<'map'> = {
  mapLabel: 'Mapa de {place}',
  mapLabelPlain: 'Mapa',
  openInMaps: 'Abrir no Google Maps',
  newWindow: '(abre numa nova janela)',
  tilesNotice: 'Este mapa é desenhado por {host}, que fica a saber da sua visita assim que aparece.',
  tilesShow: 'Mostrar o mapa de {host}',
};
