import type { Dictionary } from '../types';

export const languageSuggestion: Dictionary<'languageSuggestion'> = {
  suggestion: 'このページは{language}でもご覧いただけます。',
  switchTo: '{language}で読む',
  dismiss: '閉じる',
  region: '言語',
};
