import type { Dictionary } from '../types';

export const page: Dictionary<'page'> = {
  skipLink: '本文へスキップ',
  navigationLabel: 'メイン',
  menu: 'メニュー',
  language: '言語',
  homeLabel: 'ホーム',
  notFoundHeading: 'ページが見つかりません',
  notFoundBody:
    '申し訳ありませんが、このアドレスにはページがありません。移動したか、リンクが間違っている可能性があります。',
  notFoundHome: 'ホームページへ',
  notFoundSearch: 'サイト内を検索：',
  lockHeading: 'このページはパスワードで保護されています',
  lockIntro: '「{title}」を表示するにはパスワードを入力してください。',
  passwordLabel: 'パスワード',
  unlock: 'ロックを解除',
  searchHeading: '検索',
  searchEmptyQuery: 'このサイトを検索する語句を入力してください。',
  searchNoResults: '「{query}」に一致する結果はありません',
  searchNoResultsHint: 'つづりを確認するか、短い語句や別の語句でお試しください。',
  searchResultCount: '「{query}」の検索結果：{count, plural, other {#件}}',
  searchLabel: 'このサイトを検索',
  searchPlaceholder: '検索…',
  searchSubmit: '検索',
  announcementRegion: 'お知らせ',
  announcementClose: 'お知らせを閉じる',
  popupClose: '閉じる',
};
