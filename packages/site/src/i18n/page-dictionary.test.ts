// @vitest-environment happy-dom
import { normaliseCookieBannerSettings } from '@atelier/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formSettings } from '../blocks/form/form.test-support';
import { fill, mountBlock, submit } from '../blocks/form/form-behaviour.test-support';
import { cartCountText, showCartCount, startCartIndicator } from '../blocks/store/cart-indicator.behaviour';
import { createCookieBannerController } from '../runtime/cookie-banner/cookie-banner';
import { openLightboxInPageLanguage } from '../widgets/lightbox/lightbox';
import { loadPageText } from './page-dictionary';

afterEach(() => {
  document.documentElement.lang = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('browser behaviours in the page’s language', () => {
  it('a French form: validation and submission messages come from the French chunk', async () => {
    document.documentElement.lang = 'fr';
    const fields = [
      { id: 'name', type: 'name', title: 'Nom', required: true },
      { id: 'email', type: 'email', title: 'E-mail', required: true },
    ];
    const { form, message } = mountBlock({ settings: formSettings({ fields }) });
    fill(form, 'field-email', 'pas-une-adresse');
    submit(form);
    await vi.waitFor(() =>
      expect(message()).toBe('Un ou plusieurs champs ne sont pas valides, veuillez vérifier vos saisies.'),
    );
    const errors = [...form.querySelectorAll('.form-field__error')].map((slot) => slot.textContent);
    expect(errors).toEqual([
      'Ce champ est obligatoire.',
      'Adresse e-mail non valide. Une adresse e-mail doit avoir la forme name@example.com.',
    ]);
  });

  it('a French form: the server’s refusal in French, its status line while sending', async () => {
    document.documentElement.lang = 'fr-CA';
    let answer: (response: Response) => void = () => {};
    const { form, button, message } = mountBlock({
      settings: formSettings({ fields: [{ id: 'note', type: 'text', title: 'Note' }] }),
      save: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    submit(form);
    await vi.waitFor(() => expect(button.textContent).toBe('Envoi en cours…'));
    answer(new Response('{}', { status: 429 }));
    await vi.waitFor(() =>
      expect(message()).toBe(
        'Impossible d’envoyer le formulaire. Limite d’envois dépassée. Veuillez réessayer plus tard.',
      ),
    );
  });

  it('the lightbox names its controls in Japanese', async () => {
    document.documentElement.lang = 'ja';
    const box = await openLightboxInPageLanguage({
      items: [
        { type: 'image', src: '/a.jpg', alt: 'A' },
        { type: 'image', src: '/b.jpg', alt: 'B' },
      ],
      index: 0,
    });
    const root = document.querySelector('.lightbox')!;
    expect(root.getAttribute('aria-label')).toBe('ギャラリー');
    expect(root.querySelector('.lightbox__close')?.getAttribute('aria-label')).toBe('閉じる');
    expect(root.querySelector('.lightbox__slide')?.getAttribute('aria-label')).toBe('1 / 2');
    box.close();
  });

  it('the cookie banner waits for its German strings and never shows English first', async () => {
    document.documentElement.lang = 'de';
    // The texts an owner can change arrive in the page's language, defaults too (server site-context.ts).
    const german = (await import('@atelier/domain')).DICTIONARIES.de.cookieBanner;
    const settings = {
      ...normaliseCookieBannerSettings({ isCookieBannerEnabled: true, cookieBannerAcceptType: 'OPT_IN' }),
      cookieBannerText: german.text,
      cookieBannerCtaText: german.ctaText,
      cookieBannerRevision: '2-x',
    };
    const banner = createCookieBannerController(settings, window);
    banner.start();
    expect(document.querySelector('.atelier-cookie-banner')).toBeNull();
    await vi.waitFor(() => expect(document.querySelector('.atelier-cookie-banner')).not.toBeNull());
    const element = document.querySelector('.atelier-cookie-banner')!;
    expect(element.getAttribute('aria-label')).toBe('Cookie-Einwilligung');
    const accept = element.querySelector('[data-choice="accept"]')!;
    expect(accept.textContent || accept.getAttribute('aria-label')).toBe('Akzeptieren');
    expect(element.querySelector('[data-choice="close"]')?.getAttribute('aria-label')).toBe(
      'Schließen, ohne Cookies zu akzeptieren',
    );
    expect(element.textContent).toContain('Durch die Nutzung dieser Website');
    banner.destroy();
  });

  it('the cart indicator says its count in the page’s language, with its plurals', async () => {
    document.documentElement.lang = 'pt-BR';
    const text = await loadPageText<'cart'>(
      (await import('@atelier/domain')).enCart,
      (await import('@atelier/domain/dictionaries/load-cart')).cartLoaders,
      document,
    );
    // Portuguese counts 0 as singular: the explicit =0 says it better.
    expect(cartCountText(0, text).spoken).toBe('Nenhum item no carrinho');
    expect(cartCountText(1, text).spoken).toBe('1 item no carrinho');
    expect(cartCountText(2000, text).spoken).toBe('Mais de 100 itens no carrinho');
    const indicator = document.createElement('a');
    indicator.innerHTML = '<span data-cart-count></span>';
    startCartIndicator(indicator, window)();
    showCartCount(indicator, 3, text);
    expect(indicator.getAttribute('aria-label')).toBe('3 itens no carrinho');
  });

  it('a language chunk that cannot be fetched leaves the page in English', async () => {
    document.documentElement.lang = 'fr';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = { fr: () => Promise.reject(new Error('offline')) } as never;
    const text = await loadPageText<'dialogs'>(
      (await import('@atelier/domain')).enDialogs,
      failing,
      document,
    );
    expect(text('reload')).toBe('Reload Page');
    expect(error).toHaveBeenCalled();
  });
});
