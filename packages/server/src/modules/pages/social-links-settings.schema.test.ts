import { SOCIAL_LINKS_LIMITS } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { parseInput } from '#platform/errors/validation';
import { PageDocumentSchema, SaveDraft } from './page-document.schema';

const id = (n: number) => n.toString(16).padStart(24, '0');
const link = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `l${n}`,
  network: 'instagram',
  username: `studio${n}`,
  ...extra,
});
const withBlock = (settings: unknown, type = 54) => ({
  sections: [{ id: id(1), blocks: [{ id: id(2), type, settings }] }],
});
const at = (path: string) => `sections.0.blocks.0.settings${path ? `.${path}` : ''}`;
const base = { style: 'icons', size: 'medium' };

function problems(settings: unknown, type = 54) {
  const result = PageDocumentSchema.safeParse(withBlock(settings, type));
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('a social links block’s settings (block types 19, 48, 54)', () => {
  it('keeps usernames, https addresses, an email and the share switch, for each of the three types', () => {
    const settings = {
      ...base,
      links: [
        link(1),
        link(2, { network: 'mastodon', username: '@studio@mastodon.social' }),
        { id: 'l3', network: 'youtube', url: 'https://www.youtube.com/@studio', label: 'Films' },
        { id: 'l4', network: 'email', url: 'mailto:hello@studio.example' },
      ],
      share: true,
    };
    for (const type of [19, 48, 54]) expect(problems(settings, type)).toEqual([]);
    expect(PageDocumentSchema.parse(withBlock(settings)).sections[0]!.blocks[0]!.settings).toEqual(settings);
    expect(problems({ ...base, links: [] })).toEqual([]);
    // A link still being typed saves; the site leaves it out.
    expect(problems({ ...base, links: [link(1, { username: '' })] })).toEqual([]);
  });

  it(`holds at most ${SOCIAL_LINKS_LIMITS.links} links, saying so`, () => {
    const many = Array.from({ length: SOCIAL_LINKS_LIMITS.links }, (_, n) => link(n));
    expect(problems({ ...base, links: many })).toEqual([]);
    expect(problems({ ...base, links: [...many, link(99)] })).toEqual([
      { path: at('links'), message: 'A block holds at most 20 links.' },
    ]);
  });

  it('refuses an address that is not https (or mailto for email), naming the field', () => {
    const url = (network: string, value: string) =>
      problems({ ...base, links: [{ id: 'a', network, url: value }] });
    expect(url('x', 'http://x.com/studio')).toEqual([
      { path: at('links.0.url'), message: 'Enter a full address starting with https://.' },
    ]);
    expect(url('x', 'javascript:alert(1)')[0]?.path).toBe(at('links.0.url'));
    expect(url('email', 'https://studio.example')).toEqual([
      { path: at('links.0.url'), message: 'Enter an email address, like hello@example.com.' },
    ]);
    expect(problems({ ...base, links: [link(1, { username: '../admin' })] })[0]?.path).toBe(
      at('links.0.username'),
    );
    // A website has no profile pattern: a username makes no link.
    expect(problems({ ...base, links: [link(1, { network: 'website' })] })[0]?.path).toBe(
      at('links.0.username'),
    );
  });

  it('names the field and says what is wrong for each wrong type', () => {
    expect(problems({ ...base })).toEqual([{ path: at('links'), message: 'Give the links as a list.' }]);
    expect(problems({ ...base, links: [7] })).toEqual([
      { path: at('links.0'), message: 'Each link is a network and its address or username.' },
    ]);
    expect(problems({ ...base, links: [link(1, { network: 'myspace' })] })[0]).toMatchObject({
      path: at('links.0.network'),
      message: expect.stringContaining('Choose a network'),
    });
    expect(problems({ ...base, links: [link(1), link(1)] })).toEqual([
      { path: at('links.1.id'), message: 'This link id is used twice.' },
    ]);
    expect(problems({ ...base, links: [link(1, { label: 'x'.repeat(61) })] })).toEqual([
      { path: at('links.0.label'), message: 'A name holds at most 60 characters.' },
    ]);
    expect(problems({ links: [], style: 'logos', size: 'medium' })).toEqual([
      { path: at('style'), message: 'Choose icons, icons-and-names or names.' },
    ]);
    expect(problems({ links: [], style: 'icons', size: 'huge' })[0]?.path).toBe(at('size'));
    expect(problems({ ...base, links: [], share: 'yes' })).toEqual([
      { path: at('share'), message: 'Use true or false.' },
    ]);
  });

  it('answers a bad link as invalid input naming the field, never a crash', () => {
    const document = withBlock({ ...base, links: [{ id: 'a', network: 'x', url: 'ftp://x' }] });
    const attempt = () => parseInput(SaveDraft, { document, revision: 1 });
    expect(attempt).toThrowError(expect.objectContaining({ code: 'invalid_input' }));
  });
});
