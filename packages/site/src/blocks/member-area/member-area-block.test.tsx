import { describe, expect, it } from 'vitest';
import { LocaleContext, pageLocale } from '../../i18n/locale-context';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';
import { OWNER_PREVIEW } from '../product/product-context';
import { blockRegistry } from '../registry';
import { type MemberAreaCard, MemberAreaContext, type MemberAreaLookup } from './member-area-context';

const AREA = 'a'.repeat(24);
const open: MemberAreaCard = {
  id: AREA,
  name: 'Studio members',
  welcome: 'New notes every month.',
  joinable: true,
  path: '/members-notes',
};

function renderArea(settings: unknown, areas: MemberAreaLookup = { [AREA]: open }, lang = 'en-US') {
  const block = { id: 'e'.repeat(24), type: 67, settings: settings as Record<string, unknown> };
  return renderMarkup(
    <LocaleContext.Provider value={pageLocale(lang, '/')}>
      <MemberAreaContext.Provider value={areas}>
        <BlockView block={block} />
      </MemberAreaContext.Provider>
    </LocaleContext.Provider>,
  );
}

/** A hidden field's value in a parsed form (happy-dom's elements, not the DOM library's). */
const hidden = (
  form: { querySelector(selector: string): { getAttribute(name: string): string | null } | null },
  name: string,
) => form.querySelector(`input[type="hidden"][name="${name}"]`)?.getAttribute('value');

describe('member area block', () => {
  it('offers an open area with a plain join form: the area, its name and its first page, and a button', () => {
    const { document } = renderArea({ areaId: AREA });
    const root = document.querySelector('[data-block-type="67"]')!;
    expect(root.querySelector('h2')?.textContent).toBe('Studio members');
    expect(root.querySelector('.block-member-area__text')?.textContent).toBe('New notes every month.');
    const form = root.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/account/join');
    expect(hidden(form, 'areaId')).toBe(AREA);
    expect(hidden(form, 'page')).toBe('Studio members');
    expect(hidden(form, 'next')).toBe('/members-notes');
    expect(form.querySelectorAll('input:not([type="hidden"])')).toHaveLength(0);
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Join Studio members');
    expect(root.querySelector('.block-member-area__sign-in a')?.getAttribute('href')).toBe(
      '/account?next=%2Fmembers-notes',
    );
    expect(root.querySelector('.block-member-area__sign-in a')?.textContent).toBe(
      'Already a member? Sign in',
    );
  });

  it('uses the owner’s heading, text and button label in place of the area’s', () => {
    const { document } = renderArea({
      areaId: AREA,
      heading: 'Join the studio',
      text: 'Firing schedules first.\n\nAnd glaze tests.',
      buttonLabel: 'Count me in',
    });
    expect(document.querySelector('h2')?.textContent).toBe('Join the studio');
    expect([...document.querySelectorAll('.block-member-area__text')].map((p) => p.textContent)).toEqual([
      'Firing schedules first.',
      'And glaze tests.',
    ]);
    expect(document.querySelector('button')?.textContent).toBe('Count me in');
  });

  it('offers no form for an invite-only area: it says who may join, and how members sign in', () => {
    const { document } = renderArea({ areaId: AREA }, { [AREA]: { ...open, joinable: false } });
    expect(document.querySelector('form')).toBeNull();
    expect(document.querySelector('button')).toBeNull();
    expect(document.querySelector('.block-member-area__invite')?.textContent).toBe(
      'Only people the site’s owner adds can join Studio members.',
    );
    expect(document.querySelector('.block-member-area__sign-in a')?.getAttribute('href')).toBe(
      '/account?next=%2Fmembers-notes',
    );
  });

  it('speaks the page’s language', () => {
    const { document } = renderArea({ areaId: AREA }, { [AREA]: { ...open, name: 'Membres' } }, 'fr');
    expect(document.querySelector('button')?.textContent).toBe('Rejoindre Membres');
    expect(document.querySelector('.block-member-area__sign-in a')?.textContent).toBe(
      'Déjà membre ? Connectez-vous',
    );
  });

  it('renders nothing for visitors when its area is gone or none is chosen', () => {
    expect(renderArea({ areaId: AREA }, {}).html).toBe('');
    expect(renderArea({}).html).toBe('');
    expect(renderArea({ areaId: 'not-an-id' }).html).toBe('');
    expect(renderArea(null).html).toBe('');
  });

  it('asks the owner, in the editor’s preview, to choose an area', () => {
    const preview: MemberAreaLookup = { [OWNER_PREVIEW]: true };
    for (const settings of [{}, { areaId: AREA }]) {
      const { document } = renderArea(settings, preview);
      expect(document.querySelector('[data-member-area-placeholder]')?.textContent).toBe(
        'Choose a member area in the block’s settings: visitors see nothing here until you do.',
      );
      expect(document.querySelector('form')).toBeNull();
    }
  });

  it('gives site search the owner’s words', () => {
    const text = blockRegistry.get(67)?.text;
    expect(text?.({ areaId: AREA, heading: 'Join us', text: 'Monthly notes', buttonLabel: 'Join' })).toBe(
      'Join us Monthly notes Join',
    );
    expect(text?.({ areaId: AREA })).toBe('');
  });
});
