import type { Dictionary } from '../types';

export const reviews: Dictionary<'reviews'> = {
  ratingRequired: '星の数で評価を選んでください（評価は必須です）',
  alreadyReviewed: 'この購入はすでにレビュー済みです',
  requestExpired: 'レビューのご依頼は期限切れです',
  nothingToReview: 'レビューする商品がありません',
  requestSubject: '{site}でのご注文 #{number} はいかがでしたか？',
  requestBody:
    'ご注文 #{number} をありがとうございます。ほかのお客様にご感想を教えていただけますか？各商品を1〜5つ星で評価してください：',
  requestUntil: 'このリンクは{date}まで有効です。',
  pageTitle: 'ご購入商品のレビュー',
  pageIntro: 'ご注文 #{number}：各商品を1〜5つ星で評価し、ご感想をお書きください。',
  ratingLegend: '{product}の評価',
  stars: '{count, plural, other {星#つ}}',
  textLabel: 'レビュー（任意）',
  textHint: 'プレーンテキスト、{max}文字まで。',
  textTooLong: 'レビューが{max}文字を超えています。',
  tooManyLinks: 'レビューにウェブアドレスが多すぎます。',
  rateLimited: 'ここからのレビューが多すぎます。しばらくしてからもう一度お試しください。',
  submit: 'レビューを送信',
  thanks: '{product}のレビューをありがとうございます。',
  thanksPending: '{product}のレビューをありがとうございます。ストアが確認した後に表示されます。',
  heading: 'レビュー',
  summary: '5つ星中{average}、{count, plural, other {#件のレビュー}}',
  ratingOutOf: '5つ星中{average}',
  storeReply: 'ストアからの返信',
};
