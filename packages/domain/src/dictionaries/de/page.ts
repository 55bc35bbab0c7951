import type { Dictionary } from '../types';

export const page: Dictionary<'page'> = {
  skipLink: 'Zum Inhalt springen',
  navigationLabel: 'Hauptmenü',
  menu: 'Menü',
  language: 'Sprache',
  homeLabel: 'Startseite',
  notFoundHeading: 'Seite nicht gefunden',
  notFoundBody:
    'Unter dieser Adresse gibt es leider keine Seite. Vielleicht wurde sie verschoben, oder der Link enthält einen Tippfehler.',
  notFoundHome: 'Zur Startseite',
  notFoundSearch: 'Oder durchsuchen Sie die Website:',
  lockHeading: 'Diese Seite ist passwortgeschützt',
  lockIntro: 'Geben Sie das Passwort ein, um „{title}“ anzusehen.',
  passwordLabel: 'Passwort',
  unlock: 'Entsperren',
  searchHeading: 'Suche',
  searchEmptyQuery: 'Geben Sie ein Wort oder einen Ausdruck ein, um diese Website zu durchsuchen.',
  searchNoResults: 'Keine Ergebnisse für „{query}“',
  searchNoResultsHint: 'Prüfen Sie die Schreibweise oder versuchen Sie ein kürzeres oder anderes Wort.',
  searchResultCount: '{count, plural, one {# Ergebnis} other {# Ergebnisse}} für „{query}“',
  searchLabel: 'Diese Website durchsuchen',
  searchPlaceholder: 'Suchen…',
  searchSubmit: 'Suchen',
  announcementRegion: 'Ankündigung',
  announcementClose: 'Ankündigung schließen',
  popupClose: 'Schließen',
};
