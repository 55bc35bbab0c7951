import { blogMessages } from '../../message-groups/blog';

/** A blog's visitor pages. */
export const blog = { ...blogMessages } as const;
