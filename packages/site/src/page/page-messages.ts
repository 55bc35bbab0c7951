/**
 * Visitor-facing words of the page shell. The spec gives none for these screens; they sit together
 * so they can move into the domain message dictionary with the other user-visible strings.
 */
export const pageMessages = {
  skipLink: 'Skip to content',
  navigationLabel: 'Main',
  menu: 'Menu',
  homeLabel: 'home page',
  notFound: {
    heading: 'Page not found',
    body: 'Sorry, there is no page at this address. It may have moved, or the link may be mistyped.',
    home: 'Go to the home page',
    search: 'Or search the site:',
  },
  lock: {
    heading: 'This page is password protected',
    intro: (pageTitle: string) => `Enter the password to view “${pageTitle}”.`,
    passwordLabel: 'Password',
    submit: 'Unlock',
  },
  search: {
    heading: 'Search',
    emptyQuery: 'Enter a word or phrase to search this site.',
    noResults: (query: string) => `No results for "${query}"`,
    noResultsHint: 'Check the spelling, or try a shorter or different word.',
    resultCount: (count: number, query: string) =>
      `${count} ${count === 1 ? 'result' : 'results'} for "${query}"`,
  },
} as const;
