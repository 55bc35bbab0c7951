import { MARQUEE_LIMITS } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { parseInput } from '#platform/errors/validation';
import { PageDocumentSchema, SaveDraft } from './page-document.schema';

const id = (n: number) => n.toString(16).padStart(24, '0');
const withBlock = (settings: unknown) => ({
  sections: [{ id: id(1), blocks: [{ id: id(2), type: 70, settings }] }],
});
const at = (path: string) => `sections.0.blocks.0.settings${path ? `.${path}` : ''}`;

function problems(settings: unknown) {
  const result = PageDocumentSchema.safeParse(withBlock(settings));
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const FULL = {
  text: 'Open studio every Saturday',
  waveFrequency: 1.5,
  waveIntensity: 0.4,
  animationDirection: 'right',
  animationSpeed: 2,
  pausedOnHover: true,
  link: '/classes',
};

describe('a marquee block’s settings (block type 70)', () => {
  it('keeps every setting, the text alone (the rest the defaults), and an empty text while typing', () => {
    expect(problems(FULL)).toEqual([]);
    expect(PageDocumentSchema.parse(withBlock(FULL)).sections[0]!.blocks[0]!.settings).toEqual(FULL);
    expect(problems({ text: 'Hello' })).toEqual([]);
    expect(problems({ text: '' })).toEqual([]);
    expect(problems({ text: 'Hello', link: '' })).toEqual([]);
  });

  it(`holds the text to ${MARQUEE_LIMITS.text} characters and each number to its bounds, inclusive`, () => {
    expect(problems({ text: 'x'.repeat(200) })).toEqual([]);
    expect(problems({ text: 'x'.repeat(201) })).toEqual([
      { path: at('text'), message: 'The scrolling text holds at most 200 characters.' },
    ]);
    expect(problems({ text: 'a', waveFrequency: 0, waveIntensity: 1, animationSpeed: 0.25 })).toEqual([]);
    expect(problems({ text: 'a', waveFrequency: 2, waveIntensity: 0, animationSpeed: 4 })).toEqual([]);
    expect(problems({ text: 'a', waveFrequency: 2.1 })).toEqual([
      { path: at('waveFrequency'), message: 'The wave frequency is from 0 to 2.' },
    ]);
    expect(problems({ text: 'a', waveIntensity: -0.1 })).toEqual([
      { path: at('waveIntensity'), message: 'The wave intensity is from 0 to 1.' },
    ]);
    expect(problems({ text: 'a', animationSpeed: 0 })).toEqual([
      { path: at('animationSpeed'), message: 'The speed is from 0.25 to 4.' },
    ]);
  });

  it('names the field and says what is wrong for each wrong type', () => {
    expect(problems({})).toEqual([{ path: at('text'), message: 'Write the scrolling text as text.' }]);
    expect(problems({ text: 'a', waveFrequency: '1' })).toEqual([
      { path: at('waveFrequency'), message: 'Give the wave frequency as a number.' },
    ]);
    expect(problems({ text: 'a', animationDirection: 'up' })).toEqual([
      { path: at('animationDirection'), message: 'Choose left or right.' },
    ]);
    expect(problems({ text: 'a', pausedOnHover: 'yes' })).toEqual([
      { path: at('pausedOnHover'), message: 'Use true or false.' },
    ]);
    expect(problems({ text: 'a', link: 'javascript:alert(1)' })).toEqual([
      { path: at('link'), message: 'Script links are not allowed here.' },
    ]);
    expect(problems({ text: 'a', link: 7 })).toEqual([
      { path: at('link'), message: 'Write the link as text.' },
    ]);
  });

  it('answers a bad marquee as invalid input naming the field, never a crash', () => {
    const attempt = () =>
      parseInput(SaveDraft, { document: withBlock({ ...FULL, animationSpeed: 10 }), revision: 1 });
    expect(attempt).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
    try {
      attempt();
    } catch (error) {
      expect((error as { fields: Record<string, string> }).fields).toEqual({
        [`document.${at('animationSpeed')}`]: 'The speed is from 0.25 to 4.',
      });
    }
  });
});
