import { describe, expect, it } from 'vitest';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';

const ID = 'ffffffffffffffffffffffff';

function renderSearch(settings: unknown) {
  return renderMarkup(
    <BlockView block={{ id: ID, type: 33, settings: settings as Record<string, unknown> }} />,
  );
}

describe('search block', () => {
  it('renders a GET form to /search with a labelled q input', () => {
    const { document } = renderSearch({ placeholder: 'Find recipes' });
    const root = document.body.firstElementChild;
    const form = root?.querySelector('form');
    const input = form?.querySelector('input');
    const label = form?.querySelector('label');
    expect(root?.getAttribute('data-block-type')).toBe('33');
    expect(root?.getAttribute('data-block-id')).toBe(ID);
    expect(form?.getAttribute('action')).toBe('/search');
    expect(form?.getAttribute('method')).toBe('get');
    expect(input?.getAttribute('name')).toBe('q');
    expect(input?.getAttribute('placeholder')).toBe('Find recipes');
    expect(label?.getAttribute('for')).toBe(input?.getAttribute('id'));
    expect(label?.textContent).not.toBe('');
    expect(form?.querySelector('button[type="submit"]')).not.toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  it('gives each search block its own input id', () => {
    const { document } = renderSearch({});
    expect(document.querySelector('input')?.getAttribute('id')).toContain(ID);
    expect(document.querySelector('input')?.getAttribute('placeholder')).toBeTruthy();
  });

  it('renders nothing for settings that are not an object', () => {
    expect(renderSearch('search').html).toBe('');
  });
});
