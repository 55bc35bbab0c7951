/**
 * Ours, not the specification's: the words of the page shell (skip link, navigation, home link) and
 * of the not-found, locked-page and search screens, with the Search block's.
 */
export const pageShellMessages = {
  skipLink: 'Skip to content',
  navigationLabel: 'Main',
  menu: 'Menu',
  /** The header's language switcher, for assistive technology. */
  language: 'Language',
  homeLabel: 'home page',
  notFoundHeading: 'Page not found',
  notFoundBody: 'Sorry, there is no page at this address. It may have moved, or the link may be mistyped.',
  notFoundHome: 'Go to the home page',
  notFoundSearch: 'Or search the site:',
  lockHeading: 'This page is password protected',
  lockIntro: 'Enter the password to view “{title}”.',
  passwordLabel: 'Password',
  unlock: 'Unlock',
  searchHeading: 'Search',
  searchEmptyQuery: 'Enter a word or phrase to search this site.',
  searchNoResults: 'No results for "{query}"',
  searchNoResultsHint: 'Check the spelling, or try a shorter or different word.',
  searchResultCount: '{count, plural, one {# result} other {# results}} for "{query}"',
  searchLabel: 'Search this site',
  searchPlaceholder: 'Search…',
  searchSubmit: 'Search',
  /** The announcement bar (site/src/page/announcement-bar.tsx): its region and its close control. */
  announcementRegion: 'Announcement',
  announcementClose: 'Close announcement',
  /** The popup overlay's close control. */
  popupClose: 'Close',
} as const;

/**
 * Ours: the suggestion of the page in the visitor's browser language, written in that language
 * (runtime/language-suggestion.ts), which names itself in its own words (`Français`).
 */
export const languageSuggestionMessages = {
  suggestion: 'This page is also in {language}.',
  switchTo: 'Read it in {language}',
  dismiss: 'Dismiss',
  region: 'Language',
} as const;
