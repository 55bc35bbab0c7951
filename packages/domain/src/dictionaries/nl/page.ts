import type { Dictionary } from '../types';

export const page: Dictionary<'page'> = {
  skipLink: 'Naar inhoud',
  navigationLabel: 'Hoofdmenu',
  menu: 'Menu',
  language: 'Taal',
  homeLabel: 'startpagina',
  notFoundHeading: 'Pagina niet gevonden',
  notFoundBody:
    'Sorry, er staat geen pagina op dit adres. Misschien is ze verplaatst, of bevat de link een typefout.',
  notFoundHome: 'Naar de startpagina',
  notFoundSearch: 'Of doorzoek de site:',
  lockHeading: 'Deze pagina is beveiligd met een wachtwoord',
  lockIntro: 'Vul het wachtwoord in om ‘{title}’ te bekijken.',
  passwordLabel: 'Wachtwoord',
  unlock: 'Ontgrendelen',
  searchHeading: 'Zoeken',
  searchEmptyQuery: 'Vul een woord of zin in om deze site te doorzoeken.',
  searchNoResults: 'Geen resultaten voor ‘{query}’',
  searchNoResultsHint: 'Controleer de spelling, of probeer een korter of ander woord.',
  searchResultCount: '{count, plural, one {# resultaat} other {# resultaten}} voor ‘{query}’',
  searchLabel: 'Deze site doorzoeken',
  searchPlaceholder: 'Zoeken…',
  searchSubmit: 'Zoeken',
  announcementRegion: 'Aankondiging',
  announcementClose: 'Aankondiging sluiten',
  popupClose: 'Sluiten',
};
