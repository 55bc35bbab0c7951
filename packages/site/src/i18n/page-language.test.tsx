import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BlockView } from '../blocks/block-view';
import { BLOCK_ID, formSettings, PAGE } from '../blocks/form/form.test-support';
import { FormPageContext } from '../blocks/form/form-page-context';
import { renderMarkup } from '../blocks/markup.test-support';
import { NotFoundView } from '../page/not-found-view';
import { SearchView } from '../page/search-view';
import { CartScreen, type CartView } from '../screens/cart/cart-screen';
import { OrderDownloads } from '../screens/order-status/order-downloads';
import { LocaleContext, pageLocale } from './locale-context';

/** Renders a tree as a page in `tag` renders it. */
const inLanguage = (tag: string, tree: ReactNode) =>
  renderMarkup(<LocaleContext.Provider value={pageLocale(tag)}>{tree}</LocaleContext.Provider>).document;

const emptyCart: CartView = {
  entries: [],
  totalQuantity: 0,
  subtotalFormatted: '$0.00',
  discountCents: 0,
  discountFormatted: '$0.00',
  coupons: [],
  couponMessage: '',
  minimumMessage: '',
  belowMinimum: false,
  requiresShipping: false,
};

const formPage = (tag: string) =>
  inLanguage(
    tag,
    <FormPageContext.Provider value={PAGE}>
      <BlockView
        block={{
          id: BLOCK_ID,
          type: 9,
          settings: formSettings({
            submitButtonText: undefined,
            postSubmit: undefined,
            fields: [
              { id: 'name-1', type: 'name', title: 'Nom', required: true },
              { id: 'select-1', type: 'select', title: 'Étage', options: ['Rez', 'Haut'] },
              { id: 'likert-1', type: 'likert', title: 'Avis', options: ['Propre'] },
            ],
          }),
        }}
      />
    </FormPageContext.Provider>,
  );

describe('components in the page’s language', () => {
  it('a French form: its own labels, the default button and thank-you, the owner’s words as written', () => {
    const page = formPage('fr');
    expect(page.querySelector('.form-field__required')?.textContent).toBe('(obligatoire)');
    expect([...page.querySelectorAll('.form-field__part-label')].map((label) => label.textContent)).toEqual([
      'Prénom',
      'Nom',
    ]);
    expect(page.querySelector('select option')?.textContent).toBe('Choisissez une option');
    expect(page.querySelector('.form-likert__answer label')?.textContent).toBe('Pas du tout d’accord');
    expect(page.querySelector('.form-block__submit')?.textContent).toBe('Envoyer');
    const template = page.querySelector('template') as unknown as HTMLTemplateElement;
    expect(template.content.textContent).toBe('Merci\u00a0!');
    expect(page.querySelector('.form-field__title')?.textContent).toContain('Nom');
  });

  it('a French cart: its words, and the server’s English reason translated', () => {
    const page = inLanguage(
      'fr',
      <CartScreen cart={emptyCart} alert="Unable to update quantity" alsoBought={[]} />,
    );
    expect(page.querySelector('h1')?.textContent).toBe('Panier');
    expect(page.querySelector('[data-cart-empty]')?.textContent).toBe('Votre panier est vide.');
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('Impossible de modifier la quantité');
    expect(page.querySelector('a.button')?.textContent).toBe('Continuer mes achats');
  });

  it('a French order page writes dates the French way and counts downloads with French plurals', () => {
    const page = inLanguage(
      'fr',
      <OrderDownloads
        downloads={[
          {
            fileName: 'guide.pdf',
            href: '/d/1',
            state: { kind: 'open', left: 1, limit: 3, expiresAt: '2026-05-04T15:00:00Z' },
          },
        ]}
      />,
    );
    expect(page.querySelector('[data-download-state]')?.textContent).toBe(
      '1 téléchargement restant sur 3, jusqu’au 4 mai 2026 à 15:00 UTC.',
    );
  });

  it('Japanese search results and not-found page', () => {
    const results = inLanguage(
      'ja',
      <SearchView
        query="tea"
        results={[
          { path: '/a', title: 'A', snippet: '' },
          { path: '/b', title: 'B', snippet: '' },
        ]}
      />,
    );
    expect(results.querySelector('h1')?.textContent).toBe('検索');
    expect(results.querySelector('.search-status')?.textContent).toBe('「tea」の検索結果：2件');
    expect(results.querySelector('.search-form__submit')?.textContent).toBe('検索');
    const missing = inLanguage('ja', <NotFoundView path="/nope" />);
    expect(missing.querySelector('h1')?.textContent).toBe('ページが見つかりません');
  });

  it('a page in a language the product does not speak falls back to English; a regional tag to its language', () => {
    expect(inLanguage('zh-Hant', <NotFoundView path="/x" />).querySelector('h1')?.textContent).toBe(
      'Page not found',
    );
    const brazil = inLanguage('pt-BR', <CartScreen cart={emptyCart} alert="" alsoBought={[]} />);
    expect(brazil.querySelector('h1')?.textContent).toBe('Carrinho de compras');
  });
});
