import type { Dictionary } from '../types';

export const languageSuggestion: Dictionary<'languageSuggestion'> = {
  suggestion: 'Esta página también está en {language}.',
  switchTo: 'Leer en {language}',
  dismiss: 'Cerrar',
  region: 'Idioma',
};
