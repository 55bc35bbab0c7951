import type { Dictionary } from '../types';

export const blog: Dictionary<'blog'> = {
  taggedHeading: 'Beiträge mit dem Schlagwort „{tag}“',
  categoryHeading: 'Beiträge in „{category}“',
  authorHeading: 'Beiträge von {author}',
  byline: 'Von {author}',
  noPosts: 'Noch keine Beiträge.',
  readMore: 'Weiterlesen',
  newer: 'Neuere Beiträge',
  older: 'Ältere Beiträge',
  pageOf: 'Seite {page} von {pages}',
  tags: 'Schlagwörter',
  categories: 'Kategorien',
  feed: 'RSS-Feed',
  backToBlog: 'Alle Beiträge',
};
