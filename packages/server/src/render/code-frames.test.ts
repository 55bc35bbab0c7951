import { createHash } from 'node:crypto';
import { sha256Hex } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { codeFrameDocument } from './code-frames';

describe('the digest a code frame’s address carries', () => {
  it.each(['', 'abc', 'é€😀'.repeat(40), 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'y'.repeat(70_000)])(
    'is the SHA-256 node:crypto makes, for text %#',
    (value) => {
      expect(sha256Hex(value)).toBe(createHash('sha256').update(value).digest('hex'));
    },
  );
});

describe('a code frame’s document', () => {
  it('reports its height from the head, before the owner’s HTML could swallow the script', () => {
    const html = codeFrameDocument('<!-- never closed <script>', 'fr');
    expect(html.startsWith('<!doctype html><html lang="fr">')).toBe(true);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain("parent.postMessage({atelierCodeHeight:n},'*')");
    // Reports again when the page asks (its behaviour may start after the frame loaded).
    expect(head).toContain('e.source===parent&&e.data&&e.data.atelierCodeMeasure');
    expect(head).toContain('<base target="_top">');
    expect(html.endsWith('<body><!-- never closed <script></body></html>')).toBe(true);
  });
});
