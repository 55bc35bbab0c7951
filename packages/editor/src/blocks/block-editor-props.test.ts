import { describe, expect, it } from 'vitest';
import { text, withOptional } from './block-editor-props';

describe('block editor helpers', () => {
  it('sets an optional field when it has a value', () => {
    expect(withOptional({ src: 'a.jpg' }, 'caption', 'A pot')).toEqual({ src: 'a.jpg', caption: 'A pot' });
  });

  it('leaves an empty optional field out instead of storing an empty string', () => {
    const settings = { src: 'a.jpg', caption: 'Old' };
    expect(withOptional(settings, 'caption', '')).toEqual({ src: 'a.jpg' });
    expect(settings).toEqual({ src: 'a.jpg', caption: 'Old' });
  });

  it('reads text settings defensively', () => {
    expect(text('x')).toBe('x');
    expect(text(3)).toBe('');
    expect(text(undefined)).toBe('');
  });
});
