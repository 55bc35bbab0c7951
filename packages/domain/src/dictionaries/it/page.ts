import type { Dictionary } from '../types';

export const page: Dictionary<'page'> = {
  skipLink: 'Vai al contenuto',
  navigationLabel: 'Principale',
  menu: 'Menu',
  language: 'Lingua',
  homeLabel: 'pagina iniziale',
  notFoundHeading: 'Pagina non trovata',
  notFoundBody:
    'Spiacenti, a questo indirizzo non c’è nessuna pagina. Potrebbe essere stata spostata, oppure il link contiene un errore di battitura.',
  notFoundHome: 'Vai alla pagina iniziale',
  notFoundSearch: 'Oppure cerca nel sito:',
  lockHeading: 'Questa pagina è protetta da password',
  lockIntro: 'Inserisci la password per vedere «{title}».',
  passwordLabel: 'Password',
  unlock: 'Sblocca',
  searchHeading: 'Cerca',
  searchEmptyQuery: 'Inserisci una parola o una frase per cercare in questo sito.',
  searchNoResults: 'Nessun risultato per «{query}»',
  searchNoResultsHint: 'Controlla l’ortografia oppure prova con una parola più breve o diversa.',
  searchResultCount: '{count, plural, one {# risultato} other {# risultati}} per «{query}»',
  searchLabel: 'Cerca in questo sito',
  searchPlaceholder: 'Cerca…',
  searchSubmit: 'Cerca',
  announcementRegion: 'Annuncio',
  announcementClose: 'Chiudi l’annuncio',
  popupClose: 'Chiudi',
};
