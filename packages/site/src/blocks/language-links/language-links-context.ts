import { createContext, useContext } from 'react';
import type { LanguageLink } from '../../page/site-page-input';

/** The page in each language visitors see (the header switcher's links), for blocks that list them. */
export const LanguageLinksContext = createContext<readonly LanguageLink[]>([]);

export const useLanguageLinks = (): readonly LanguageLink[] => useContext(LanguageLinksContext);
