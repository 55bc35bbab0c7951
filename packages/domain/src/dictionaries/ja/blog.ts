import type { Dictionary } from '../types';

export const blog: Dictionary<'blog'> = {
  taggedHeading: '「{tag}」のタグが付いた記事',
  categoryHeading: '「{category}」の記事',
  authorHeading: '{author}の記事',
  byline: '{author}',
  noPosts: 'まだ記事はありません。',
  readMore: '続きを読む',
  newer: '新しい記事',
  older: '以前の記事',
  pageOf: '{pages}ページ中{page}ページ目',
  tags: 'タグ',
  categories: 'カテゴリー',
  feed: 'RSSフィード',
  backToBlog: 'すべての記事',
};
