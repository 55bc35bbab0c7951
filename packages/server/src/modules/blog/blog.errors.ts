import { defineError } from '#platform/errors/app-error';

/** Failures of blogs and their posts (modules/blog). */
export const BlogErrors = {
  blogNotFound: defineError({
    kind: 'not_found',
    code: 'blog.not_found',
    message: 'This blog does not exist.',
  }),
  postNotFound: defineError({
    kind: 'not_found',
    code: 'blog.post_not_found',
    message: 'This post does not exist.',
  }),
  invalidInput: defineError({ kind: 'invalid', code: 'blog.invalid_input', message: 'Invalid input.' }),
  publishForbidden: defineError({
    kind: 'forbidden',
    code: 'blog.publish_forbidden',
    message: 'Only a contributor who may publish can change or remove a post that is live or scheduled.',
  }),
};
