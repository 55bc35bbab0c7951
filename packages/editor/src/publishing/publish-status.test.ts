import { describe, expect, it } from 'vitest';
import { PUBLISH_STATUS_LABELS, publishStatus } from './publish-status';

describe('a page’s publish status', () => {
  it('is Draft until first published, whatever its changes', () => {
    expect(publishStatus({ publishedVersion: null, hasUnpublishedChanges: true })).toBe('draft');
    expect(PUBLISH_STATUS_LABELS.draft).toBe('Draft');
  });

  it('is Published when live and unchanged, Changes not published when live with a newer draft', () => {
    expect(publishStatus({ publishedVersion: 3, hasUnpublishedChanges: false })).toBe('published');
    expect(PUBLISH_STATUS_LABELS[publishStatus({ publishedVersion: 3, hasUnpublishedChanges: true })]).toBe(
      'Changes not published',
    );
  });
});
