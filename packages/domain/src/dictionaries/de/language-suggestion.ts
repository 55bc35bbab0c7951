import type { Dictionary } from '../types';

export const languageSuggestion: Dictionary<'languageSuggestion'> = {
  suggestion: 'Diese Seite gibt es auch auf {language}.',
  switchTo: 'Auf {language} lesen',
  dismiss: 'Schließen',
  region: 'Sprache',
};
