import qs from 'qs';

/** Limits on query-string parsing (spec 000 §9); they bound the work a hostile query can cause. */
export const QUERY_LIMITS = {
  arrayLimit: 20,
  depth: 5,
  parameterLimit: 1000,
} as const;

export type ParsedQuery = qs.ParsedQs;

/**
 * Parses a query string, with or without its leading `?`. Past the limits qs degrades rather than
 * fails: an array grown past 20 elements becomes an object keyed by index, brackets nested deeper
 * than 5 stay one literal key, and parameters after the 1000th are dropped.
 */
export function parseQuery(search: string): ParsedQuery {
  // Most requests carry no query; qs would still normalise its options for each one.
  if (search === '' || search === '?') return {};
  return qs.parse(search, { ...QUERY_LIMITS, ignoreQueryPrefix: true });
}
