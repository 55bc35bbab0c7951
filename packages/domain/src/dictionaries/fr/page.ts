import type { Dictionary } from '../types';

export const page: Dictionary<'page'> = {
  skipLink: 'Aller au contenu',
  navigationLabel: 'Principale',
  menu: 'Menu',
  language: 'Langue',
  homeLabel: 'page d’accueil',
  notFoundHeading: 'Page introuvable',
  notFoundBody:
    'Désolé, il n’y a aucune page à cette adresse. Elle a peut-être été déplacée, ou le lien contient une faute de frappe.',
  notFoundHome: 'Aller à la page d’accueil',
  notFoundSearch: 'Ou recherchez sur le site :',
  lockHeading: 'Cette page est protégée par un mot de passe',
  lockIntro: 'Saisissez le mot de passe pour afficher « {title} ».',
  passwordLabel: 'Mot de passe',
  unlock: 'Déverrouiller',
  searchHeading: 'Recherche',
  searchEmptyQuery: 'Saisissez un mot ou une expression pour rechercher sur ce site.',
  searchNoResults: 'Aucun résultat pour « {query} »',
  searchNoResultsHint: 'Vérifiez l’orthographe, ou essayez un mot plus court ou différent.',
  searchResultCount: '{count, plural, one {# résultat} other {# résultats}} pour « {query} »',
  searchLabel: 'Rechercher sur ce site',
  searchPlaceholder: 'Rechercher…',
  searchSubmit: 'Rechercher',
  announcementRegion: 'Annonce',
  announcementClose: 'Fermer l’annonce',
  popupClose: 'Fermer',
};
