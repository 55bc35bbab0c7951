import { languageSuggestionMessages } from '../../message-groups/page-shell';

/** The suggestion of the page in the visitor's browser language, in that language. */
export const languageSuggestion = { ...languageSuggestionMessages } as const;
