import type { Dictionary } from '../types';

export const audio: Dictionary<'audio'> = {
  download: 'ダウンロード',
  downloadTrack: '{title}をダウンロード',
  playTrack: '{title}を再生',
  tracks: 'トラック',
  albumPlayer: 'アルバムプレーヤー：{title}',
  untitledTrack: 'トラック{n}',
};
