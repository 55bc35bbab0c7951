import { enPage, formatIcuMessage } from '@atelier/domain';
import { useText } from '../i18n/use-text';

/**
 * The page shell's words in English, as the shell's files read them (skip link, navigation, home
 * label). A component should prefer `usePageText()`, which gives them in the page's language.
 */
export const pageMessages = {
  skipLink: enPage.skipLink,
  navigationLabel: enPage.navigationLabel,
  menu: enPage.menu,
  homeLabel: enPage.homeLabel,
  notFound: {
    heading: enPage.notFoundHeading,
    body: enPage.notFoundBody,
    home: enPage.notFoundHome,
    search: enPage.notFoundSearch,
  },
  lock: {
    heading: enPage.lockHeading,
    intro: (pageTitle: string) => formatIcuMessage('en', enPage.lockIntro, { title: pageTitle }),
    passwordLabel: enPage.passwordLabel,
    submit: enPage.unlock,
  },
  search: {
    heading: enPage.searchHeading,
    emptyQuery: enPage.searchEmptyQuery,
    noResults: (query: string) => formatIcuMessage('en', enPage.searchNoResults, { query }),
    noResultsHint: enPage.searchNoResultsHint,
    resultCount: (count: number, query: string) =>
      formatIcuMessage('en', enPage.searchResultCount, { count, query }),
  },
} as const;

/** The page shell's and system pages' words in the language of the page being rendered. */
export const usePageText = () => useText('page');
