import type { Dictionary } from '../types';

export const dialogs: Dictionary<'dialogs'> = {
  systemErrorTitle: '問題が発生しました',
  reload: 'ページを再読み込み',
  clear: '閉じる',
  unauthorized: '認証されていないリクエストです',
  internalServerError: 'サーバー内部エラーです。しばらくしてからもう一度お試しください。',
  serviceUnavailable: 'このサービスは一時的に利用できません。しばらくしてからもう一度お試しください。',
  unableToConnect: '接続できません…',
  logoutTitle: 'ログアウトしました',
  logoutMessage: '正常にログアウトしました。',
  close: '閉じる',
};
