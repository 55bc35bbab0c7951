import type { Dictionary } from '../types';

export const languageSuggestion: Dictionary<'languageSuggestion'> = {
  suggestion: 'Deze pagina is ook in het {language}.',
  switchTo: 'Lees in het {language}',
  dismiss: 'Sluiten',
  region: 'Taal',
};
