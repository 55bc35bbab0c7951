import type { Dictionary } from '../types';

export const languageSuggestion: Dictionary<'languageSuggestion'> = {
  suggestion: 'Esta página também está em {language}.',
  switchTo: 'Ler em {language}',
  dismiss: 'Fechar',
  region: 'Idioma',
};
