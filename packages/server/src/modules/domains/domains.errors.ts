import { defineError } from '#platform/errors/app-error';

/** A site rarely needs more than a handful (apex, www, an old name); the cap stops abuse. */
export const MAX_DOMAINS_PER_SITE = 20;

export const DomainErrors = {
  invalid: defineError({
    kind: 'invalid',
    code: 'domains.invalid',
    message: 'Enter a domain name such as www.example.com.',
  }),
  platformDomain: defineError({
    kind: 'invalid',
    code: 'domains.platform_domain',
    message: 'Addresses on this platform come with the site; add a domain you own.',
  }),
  taken: defineError({
    kind: 'conflict',
    code: 'domains.taken',
    message: 'This domain is already connected to a site.',
  }),
  tooMany: defineError({
    kind: 'conflict',
    code: 'domains.too_many',
    message: `A site can have at most ${MAX_DOMAINS_PER_SITE} domains.`,
  }),
  notVerified: defineError({
    kind: 'invalid',
    code: 'domains.not_verified',
    message: 'This domain is not verified yet.',
  }),
  notFound: defineError({
    kind: 'not_found',
    code: 'domains.not_found',
    message: 'This domain is not connected to this site.',
  }),
};
