import type { Dictionary } from '../types';

export const frames: Dictionary<'frames'> = {
  codeTitle: 'カスタムコンテンツ',
  embedTitle: '{host} のコンテンツ',
  embedNotice:
    'このコンテンツは {host} から配信されます。表示すると、{host} が独自の Cookie を設定し、あなたの訪問を知る場合があります。',
  embedShow: '{host} のコンテンツを表示',
};
