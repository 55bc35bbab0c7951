import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { productDescription } from './product-description';

/** A product's description as markup, for the server-made product page. */
export const productDescriptionHtml = (doc: unknown, text: string): string =>
  renderToStaticMarkup(createElement(Fragment, null, productDescription(doc, text)));
