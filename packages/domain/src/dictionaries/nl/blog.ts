import type { Dictionary } from '../types';

export const blog: Dictionary<'blog'> = {
  taggedHeading: 'Berichten met de tag ‘{tag}’',
  categoryHeading: 'Berichten in ‘{category}’',
  authorHeading: 'Berichten van {author}',
  byline: 'Door {author}',
  noPosts: 'Nog geen berichten.',
  readMore: 'Verder lezen',
  newer: 'Nieuwere berichten',
  older: 'Oudere berichten',
  pageOf: 'Pagina {page} van {pages}',
  tags: 'Tags',
  categories: 'Categorieën',
  feed: 'RSS-feed',
  backToBlog: 'Alle berichten',
};
