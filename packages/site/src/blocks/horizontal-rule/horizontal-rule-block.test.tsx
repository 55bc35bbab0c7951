import { describe, expect, it } from 'vitest';
import { BlockView } from '../block-view';
import { renderMarkup } from '../markup.test-support';

describe('horizontal rule block', () => {
  it('renders a thematic break carrying its block type and id', () => {
    const block = { id: 'dddddddddddddddddddddddd', type: 47, settings: {} };
    const hr = renderMarkup(<BlockView block={block} />).document.querySelector('hr');
    expect(hr?.getAttribute('data-block-type')).toBe('47');
    expect(hr?.getAttribute('data-block-id')).toBe('dddddddddddddddddddddddd');
  });
});
