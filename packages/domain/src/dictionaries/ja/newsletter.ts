import type { Dictionary } from '../types';

export const newsletter: Dictionary<'newsletter'> = {
  confirmSubject: '{site}のニュースレター登録を確認してください',
  confirmIntro: 'このメールアドレスで{site}のニュースレターの受信が申し込まれました。',
  confirmAction: '確認するには、次のリンクを開いてください：',
  confirmIgnore: 'お心当たりがない場合は、このメールを無視してください。今後ご連絡することはありません。',
  unsubscribeFooter: '配信停止はこちら：{url}',
  confirmedTitle: '登録が完了しました',
  confirmedBody: 'ご確認ありがとうございます。{site}のニュースレターを{email}にお届けします。',
  unsubscribedTitle: '配信を停止しました',
  unsubscribedBody: '{site}のニュースレターは今後{email}に届きません。',
  invalidLinkTitle: 'このリンクは無効です',
  invalidConfirmBody:
    'この確認リンクは無効か、すでに使用されています。新しいリンクを受け取るには、もう一度登録してください。',
  invalidUnsubscribeBody:
    'この配信停止リンクは無効か、新しいリンクに置き換えられています。最後に届いたメールのリンクをご利用ください。',
  backHome: '{site}に戻る',
};
