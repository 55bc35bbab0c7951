import { describe, expect, it } from 'vitest';
import { isPublicationStatus, PublicationStatus } from './publication-status';

// Spec 001 §3 "Publication status".
const specTable = { published: 1, scheduled: 2, needsReview: 3, draft: 4, private: 5, deleted: 6 };

describe('PublicationStatus', () => {
  it('holds exactly the statuses of the spec', () => {
    expect(PublicationStatus).toEqual(specTable);
  });

  it('recognises status values only', () => {
    expect(isPublicationStatus(6)).toBe(true);
    expect(isPublicationStatus(0)).toBe(false);
    expect(isPublicationStatus(7)).toBe(false);
  });
});
