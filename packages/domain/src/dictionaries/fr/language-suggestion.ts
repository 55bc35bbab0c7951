import type { Dictionary } from '../types';

export const languageSuggestion: Dictionary<'languageSuggestion'> = {
  suggestion: 'Cette page existe aussi en {language}.',
  switchTo: 'La lire en {language}',
  dismiss: 'Fermer',
  region: 'Langue',
};
