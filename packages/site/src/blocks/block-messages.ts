/**
 * Visitor-facing words of the foundation blocks. The spec gives none for them; they sit together
 * so they can move into the domain message dictionary with the other user-visible strings.
 */
export const blockMessages = {
  search: {
    label: 'Search this site',
    placeholder: 'Search…',
    submit: 'Search',
  },
} as const;
