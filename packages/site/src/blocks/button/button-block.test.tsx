import { describe, expect, it } from 'vitest';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';

const ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';

function renderButton(settings: unknown) {
  return renderMarkup(
    <BlockView block={{ id: ID, type: 53, settings: settings as Record<string, unknown> }} />,
  );
}

const base = {
  label: 'Book a table',
  href: '/reservations',
  size: 'large',
  alignment: 'center',
  newWindow: false,
};

describe('button block', () => {
  it('renders a link with size and alignment classes', () => {
    const { document } = renderButton(base);
    const root = document.body.firstElementChild;
    const link = root?.querySelector('a');
    expect(root?.getAttribute('data-block-type')).toBe('53');
    expect(root?.getAttribute('data-block-id')).toBe(ID);
    expect(root?.classList.contains('block-button--align-center')).toBe(true);
    expect(link?.classList.contains('button--large')).toBe(true);
    expect(link?.getAttribute('href')).toBe('/reservations');
    expect(link?.textContent).toBe('Book a table');
    expect(link?.hasAttribute('target')).toBe(false);
    expect(link?.hasAttribute('rel')).toBe(false);
  });

  it('opens a new window with noopener when asked', () => {
    const link = renderButton({ ...base, newWindow: true }).document.querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener');
  });

  it('falls back to the default look for unknown size and alignment', () => {
    const { document } = renderButton({ ...base, size: 'huge', alignment: 'middle' });
    expect(document.body.firstElementChild?.classList.contains('block-button--align-left')).toBe(true);
    expect(document.querySelector('a')?.classList.contains('button--medium')).toBe(true);
  });

  it.each([
    ['a javascript: address', { ...base, href: 'javascript:alert(1)' }],
    ['no label', { ...base, label: '  ' }],
    ['no address', { ...base, href: undefined }],
    ['settings that are not an object', []],
  ])('renders nothing for %s', (_name, settings) => {
    expect(renderButton(settings).html).toBe('');
  });
});
