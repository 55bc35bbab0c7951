import type { Dictionary } from '../types';

export const blog: Dictionary<'blog'> = {
  taggedHeading: 'Articoli con il tag «{tag}»',
  categoryHeading: 'Articoli in «{category}»',
  authorHeading: 'Articoli di {author}',
  byline: 'Di {author}',
  noPosts: 'Ancora nessun articolo.',
  readMore: 'Continua a leggere',
  newer: 'Articoli più recenti',
  older: 'Articoli meno recenti',
  pageOf: 'Pagina {page} di {pages}',
  tags: 'Tag',
  categories: 'Categorie',
  feed: 'Feed RSS',
  backToBlog: 'Tutti gli articoli',
};
