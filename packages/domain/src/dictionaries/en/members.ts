import { memberMessages } from '../../message-groups/members';
import { relativeTimeMessages } from '../../message-groups/widgets';

/** What a site's visitor reads about their account on the site. */
export const members = { ...memberMessages, ...relativeTimeMessages } as const;
