import type { Dictionary } from '../types';

export const blog: Dictionary<'blog'> = {
  taggedHeading: 'Articles avec l’étiquette « {tag} »',
  categoryHeading: 'Articles dans « {category} »',
  authorHeading: 'Articles de {author}',
  byline: 'Par {author}',
  noPosts: 'Aucun article pour l’instant.',
  readMore: 'Lire la suite',
  newer: 'Articles plus récents',
  older: 'Articles plus anciens',
  pageOf: 'Page {page} sur {pages}',
  tags: 'Étiquettes',
  categories: 'Catégories',
  feed: 'Flux RSS',
  backToBlog: 'Tous les articles',
};
