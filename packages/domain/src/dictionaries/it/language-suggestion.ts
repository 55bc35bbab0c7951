import type { Dictionary } from '../types';

export const languageSuggestion: Dictionary<'languageSuggestion'> = {
  suggestion: 'Questa pagina è disponibile anche in {language}.',
  switchTo: 'Leggi in {language}',
  dismiss: 'Chiudi',
  region: 'Lingua',
};
