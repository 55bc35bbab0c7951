import { pageShellMessages } from '../../message-groups/page-shell';

/** The page shell, the not-found, locked-page and search screens, and the Search block. */
export const page = {
  skipLink: pageShellMessages.skipLink,
  navigationLabel: pageShellMessages.navigationLabel,
  menu: pageShellMessages.menu,
  language: pageShellMessages.language,
  homeLabel: pageShellMessages.homeLabel,
  notFoundHeading: pageShellMessages.notFoundHeading,
  notFoundBody: pageShellMessages.notFoundBody,
  notFoundHome: pageShellMessages.notFoundHome,
  notFoundSearch: pageShellMessages.notFoundSearch,
  lockHeading: pageShellMessages.lockHeading,
  lockIntro: pageShellMessages.lockIntro,
  passwordLabel: pageShellMessages.passwordLabel,
  unlock: pageShellMessages.unlock,
  searchHeading: pageShellMessages.searchHeading,
  searchEmptyQuery: pageShellMessages.searchEmptyQuery,
  searchNoResults: pageShellMessages.searchNoResults,
  searchNoResultsHint: pageShellMessages.searchNoResultsHint,
  searchResultCount: pageShellMessages.searchResultCount,
  searchLabel: pageShellMessages.searchLabel,
  searchPlaceholder: pageShellMessages.searchPlaceholder,
  searchSubmit: pageShellMessages.searchSubmit,
  announcementRegion: pageShellMessages.announcementRegion,
  announcementClose: pageShellMessages.announcementClose,
  popupClose: pageShellMessages.popupClose,
} as const;
