import type { Dictionary } from '../types';

export const cookieBanner: Dictionary<'cookieBanner'> = {
  ctaText: '同意する',
  optOutCtaText: '拒否する',
  text: 'このウェブサイトを利用することで、Cookieの使用に同意したものとみなされます。快適にご利用いただき、ウェブサイトを円滑に運営するためにCookieを使用しています。',
  regionLabel: 'Cookieの同意',
  close: '閉じる',
  closeLabel: 'Cookieに同意せずに閉じる',
};
