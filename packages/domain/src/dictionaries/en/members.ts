import { memberMessages } from '../../message-groups/members';

/** What a site's visitor reads about their account on the site. */
export const members = { ...memberMessages } as const;
