import { describe, expect, it } from 'vitest';
import { addedOrChangedCode, codeBlocksOf, codeDigest, codeWithDigest, isCodeDigest } from './code-block';
import type { PageDocument } from './page-document';
import { sha256Hex } from './sha256';

const id = (n: number) => n.toString(16).padStart(24, '0');
const code = (n: number, html: string, extra: Record<string, unknown> = {}) => ({
  id: id(n),
  type: 23,
  settings: { html, ...extra },
});
const text = (n: number) => ({ id: id(n), type: 2, settings: { doc: { type: 'doc' } } });
const doc = (...blocks: PageDocument['sections'][number]['blocks']): PageDocument => ({
  sections: [{ id: id(99), blocks }],
});

// FIPS 180-4's examples; the server's tests hold it to node:crypto on many more.
describe('SHA-256', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('digests %j', (value, digest) => {
    expect(sha256Hex(value)).toBe(digest);
  });
});

describe('Code blocks of a page', () => {
  it('digests the HTML to 32 hex digits, the SHA-256’s first', () => {
    const digest = codeDigest('<p>Hi</p>');
    expect(isCodeDigest(digest)).toBe(true);
    expect(digest).toBe(sha256Hex('<p>Hi</p>').slice(0, 32));
    expect(isCodeDigest('A'.repeat(32))).toBe(false);
    expect(isCodeDigest(digest.slice(1))).toBe(false);
  });

  it('lists the Code blocks by id with their HTML', () => {
    const found = codeBlocksOf(doc(text(1), code(2, '<b>a</b>'), { id: id(3), type: 23, settings: {} }));
    expect([...found]).toEqual([
      [id(2), '<b>a</b>'],
      [id(3), ''],
    ]);
    expect(codeBlocksOf(null).size).toBe(0);
  });

  it('names the Code blocks added or whose HTML changed, not those moved, retitled or removed', () => {
    const before = doc(text(1), code(2, '<b>a</b>'), code(3, '<i>b</i>'));
    expect(addedOrChangedCode(doc(code(3, '<i>b</i>'), text(1)), before)).toEqual([]);
    expect(addedOrChangedCode(doc(code(2, '<b>a</b>', { title: 'New', height: 300 })), before)).toEqual([]);
    expect(addedOrChangedCode(doc(code(2, '<b>A</b>'), code(3, '<i>b</i>')), before)).toEqual([id(2)]);
    expect(addedOrChangedCode(doc(code(4, '<b>a</b>')), before)).toEqual([id(4)]);
    // A block that becomes a Code block is added code.
    expect(addedOrChangedCode(doc({ ...text(1), type: 23, settings: { html: 'x' } }), before)).toEqual([
      id(1),
    ]);
    // Any baseline holding it as it is will do (the draft, or the published page).
    expect(addedOrChangedCode(doc(code(5, 'p')), before, doc(code(5, 'p')))).toEqual([]);
  });

  it('finds a block’s HTML by its digest only', () => {
    const page = doc(code(2, '<b>a</b>'));
    expect(codeWithDigest(page, id(2), codeDigest('<b>a</b>'))).toBe('<b>a</b>');
    expect(codeWithDigest(page, id(2), codeDigest('<b>b</b>'))).toBeNull();
    expect(codeWithDigest(page, id(3), codeDigest('<b>a</b>'))).toBeNull();
  });
});
