import { describe, expect, it } from 'vitest';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';

function renderSpacer(settings: unknown) {
  const block = { id: 'cccccccccccccccccccccccc', type: 21, settings: settings as Record<string, unknown> };
  return renderMarkup(<BlockView block={block} />);
}

describe('spacer block', () => {
  it.each([
    [48, '48px'],
    [2, '8px'],
    [5000, '400px'],
    [33.6, '34px'],
  ])('renders height %s as %s', (height, expected) => {
    const root = renderSpacer({ height }).document.body.firstElementChild;
    expect(root?.getAttribute('data-block-type')).toBe('21');
    expect(root?.getAttribute('aria-hidden')).toBe('true');
    expect(root?.getAttribute('style')).toBe(`height:${expected}`);
  });

  it.each([[{ height: '80' }], [{ height: Number.NaN }], [{}], [null]])(
    'renders nothing for %j',
    (settings) => {
      expect(renderSpacer(settings).html).toBe('');
    },
  );
});
