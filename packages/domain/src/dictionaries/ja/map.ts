import type { Dictionary } from '../types';

export const map: Dictionary<'map'> = {
  mapLabel: '{place} の地図',
  mapLabelPlain: '地図',
  openInMaps: 'Google マップで開く',
  newWindow: '(新しいウィンドウで開きます)',
  tilesNotice: 'この地図は {host} から描画されます。表示すると {host} があなたの訪問を知ります。',
  tilesShow: '{host} の地図を表示',
};
