import type { Dictionary } from '../types';

export const video: Dictionary<'video'> = {
  providerNotice:
    'この動画は{host}から再生されます。{host}は独自のCookieを設定する場合があります。視聴するには、もう一度再生を押してください。',
  playFrom: '{host}の動画を再生',
  playVideo: '動画を再生：{title}',
  providerVideo: '{provider}の動画',
  downloadVideo: '動画をダウンロード',
  captions: '字幕',
};
