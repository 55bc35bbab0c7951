import type { Dictionary } from '../types';

export const orderMail: Dictionary<'orderMail'> = {
  confirmationSubject: '{site}でのご注文（注文番号 {number}）',
  thanks: 'ご注文ありがとうございます。',
  orderNumber: '注文番号 {number}',
  subtotal: '小計：{amount}',
  discount: '割引：-{amount}',
  shipping: '送料：{amount}',
  tax: '税：{amount}',
  total: '合計：{amount}',
  downloadsHeading: 'ダウンロード：',
  downloadLimit: '{limit, plural, other {#回のダウンロード}}（{date}まで）',
  seeOrder: 'ご注文はいつでもこちらで確認できます：',
  shippedSubject: '{site}でのご注文（注文番号 {number}）を発送しました',
  shippedBody: 'ご注文（注文番号 {number}）を発送しました。',
  trackingNumber: '追跡番号：{tracking}',
  autoRefundSubject: '{site}でのご注文（注文番号 {number}）を完了できませんでした',
  autoRefundBody:
    'お支払いが商品をお取り置きできる期限を過ぎて届き、その間に商品が売り切れました。全額（{amount}）を返金しました。数日以内にカードに反映されます。',
  refundSubject: '{site}でのご注文（注文番号 {number}）の返金',
  refundBody: 'ご注文（注文番号 {number}）について {amount} を返金しました。',
};
