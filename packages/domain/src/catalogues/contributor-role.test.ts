import { describe, expect, it } from 'vitest';
import { ContributorRole, hasOnlyViewerRole, isContributorRole, VIEWER_ROLE } from './contributor-role';

// Spec 001 §6 "Contributor roles".
const specTable: [keyof typeof ContributorRole, number][] = [
  ['admin', 1],
  ['billing', 2],
  ['reporting', 3],
  ['editor', 4],
  ['moderator', 6],
  ['commenter', 7],
  ['storeManager', 8],
  ['scheduling', 9],
  ['viewer', 10],
  ['campaignsEditor', 11],
  ['schedulingViewer', 12],
  ['schedulingEditor', 13],
  ['none', 14],
];

describe('ContributorRole', () => {
  it('holds exactly the roles of the spec', () => {
    expect(ContributorRole).toEqual(Object.fromEntries(specTable));
  });

  it('recognises role values only', () => {
    expect(isContributorRole(10)).toBe(true);
    expect(isContributorRole(5)).toBe(false);
  });
});

describe('hasOnlyViewerRole', () => {
  it('knows the viewer role by its catalogue value', () => {
    expect(VIEWER_ROLE).toBe(ContributorRole.viewer);
  });

  it('is true when every site role is viewer', () => {
    expect(hasOnlyViewerRole({ a: 10, b: 10 })).toBe(true);
  });

  it('is false when any role is not viewer, or there is none', () => {
    expect(hasOnlyViewerRole({ a: 10, b: 4 })).toBe(false);
    expect(hasOnlyViewerRole({ a: 1 })).toBe(false);
    expect(hasOnlyViewerRole({})).toBe(false);
  });
});
