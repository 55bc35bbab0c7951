import { describe, expect, it } from 'vitest';
import { frameEditOf, isEscapeMessage } from './frame-messages';

const own = 'https://shop.atelier.test';

describe('isEscapeMessage', () => {
  it('accepts the escape message from the same origin', () => {
    expect(isEscapeMessage({ origin: own, data: { type: 'atelier:escape' } }, own)).toBe(true);
  });

  it('ignores the same message from another origin', () => {
    expect(isEscapeMessage({ origin: 'https://evil.test', data: { type: 'atelier:escape' } }, own)).toBe(
      false,
    );
    expect(isEscapeMessage({ origin: 'null', data: { type: 'atelier:escape' } }, own)).toBe(false);
  });

  it('ignores other messages from the same origin', () => {
    expect(isEscapeMessage({ origin: own, data: 'atelier:escape' }, own)).toBe(false);
    expect(isEscapeMessage({ origin: own, data: { type: 'atelier:other' } }, own)).toBe(false);
    expect(isEscapeMessage({ origin: own, data: null }, own)).toBe(false);
  });
});

describe('frameEditOf: moves dragged in the frame', () => {
  const frame = {};
  const from = (data: unknown) => frameEditOf({ origin: 'null', source: frame, data }, own, frame);
  const block = 'a'.repeat(24);
  const section = 'b'.repeat(24);

  it('reads a block dropped into a column of a section', () => {
    expect(
      from({ type: 'atelier:move', kind: 'block', id: block, sectionId: section, column: 1, index: 0 }),
    ).toEqual({ kind: 'move-block', blockId: block, sectionId: section, column: 1, index: 0 });
  });

  it('reads a section dropped at an index, and the keyboard request of a handle', () => {
    expect(from({ type: 'atelier:move', kind: 'section', id: section, index: 2 })).toEqual({
      kind: 'move-section',
      sectionId: section,
      index: 2,
    });
    expect(from({ type: 'atelier:move-keys', kind: 'block', id: block })).toEqual({
      kind: 'move-keys',
      item: { kind: 'block', id: block },
    });
  });

  it('ignores moves with bad ids or places, and moves from another window', () => {
    expect(
      from({ type: 'atelier:move', kind: 'block', id: 'x', sectionId: section, column: 0, index: 0 }),
    ).toBe(null);
    expect(
      from({ type: 'atelier:move', kind: 'block', id: block, sectionId: section, column: -1, index: 0 }),
    ).toBe(null);
    expect(from({ type: 'atelier:move', kind: 'section', id: section, index: 1.5 })).toBe(null);
    expect(from({ type: 'atelier:move', kind: 'page', id: section, index: 1 })).toBe(null);
    expect(
      frameEditOf(
        {
          origin: 'null',
          source: {},
          data: { type: 'atelier:move', kind: 'section', id: section, index: 0 },
        },
        own,
        frame,
      ),
    ).toBe(null);
  });
});
