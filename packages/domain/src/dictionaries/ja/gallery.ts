import type { Dictionary } from '../types';

export const gallery: Dictionary<'gallery'> = {
  label: 'ギャラリー',
  previous: '前へ',
  next: '次へ',
  pause: '一時停止',
  play: '再生',
  close: '閉じる',
  caption: 'キャプション',
  showSlide: 'スライド{n}を表示',
  slideOf: '{n} / {total}',
};
