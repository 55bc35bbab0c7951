import { createContext, useContext } from 'react';

export interface SitePageChoice {
  title: string;
  path: string;
}

/** The site's pages, offered by every link input so an owner picks a page instead of typing. */
export const SitePagesContext = createContext<readonly SitePageChoice[]>([]);

export const useSitePages = () => useContext(SitePagesContext);
