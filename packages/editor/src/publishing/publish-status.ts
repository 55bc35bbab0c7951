/** What a page's badge says about it, in words that mean what they say. */
export type PublishStatus = 'draft' | 'published' | 'changes';

export const PUBLISH_STATUS_LABELS: Record<PublishStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  changes: 'Changes not published',
};

export function publishStatus(page: { publishedVersion: number | null; hasUnpublishedChanges: boolean }) {
  if (page.publishedVersion === null) return 'draft';
  return page.hasUnpublishedChanges ? 'changes' : 'published';
}
