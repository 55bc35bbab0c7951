// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { richTextToText, textToRichText } from './banner-text';

describe('textToRichText', () => {
  it('makes a paragraph of each block of lines and a line break of each single new line', () => {
    expect(textToRichText('We use cookies.\nReally.\n\n  Second one.  \n\n\n')).toBe(
      '<p>We use cookies.<br>Really.</p><p>Second one.</p>',
    );
    expect(textToRichText('a\r\n\r\nb')).toBe('<p>a</p><p>b</p>');
  });

  it('knows bold, italic and links', () => {
    expect(textToRichText('**Note:** read *our* [policy](/privacy).')).toBe(
      '<p><strong>Note:</strong> read <em>our</em> <a href="/privacy">policy</a>.</p>',
    );
  });

  it('keeps anything else as text, never as markup', () => {
    expect(textToRichText('<img src=x onerror=alert(1)> & "quotes"')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;</p>',
    );
    expect(textToRichText('[click](javascript:alert(1))')).toBe('<p>[click](javascript:alert(1))</p>');
    expect(textToRichText('2 * 3 * 4')).toBe('<p>2 * 3 * 4</p>');
  });

  it('leaves nothing for an empty text, so the standard text applies', () => {
    expect(textToRichText('  \n\n ')).toBe('');
  });
});

describe('richTextToText', () => {
  it('turns stored HTML back into what the owner typed', () => {
    const typed = '**Note:** read *our* [policy](https://example.com/p).\nThanks.\n\nSecond paragraph.';
    expect(richTextToText(textToRichText(typed))).toBe(typed);
  });

  it('reads markup the textarea never wrote: blocks, b and i, loose text', () => {
    expect(richTextToText('<div>One <b>two</b></div><ul><li>three</li><li><i>four</i></li></ul>')).toBe(
      'One **two**\n\nthree\n\n*four*',
    );
    expect(richTextToText('Plain text only')).toBe('Plain text only');
    expect(richTextToText('<p><strong> spaced </strong>word</p>')).toBe('**spaced** word');
  });

  it('drops scripts and styles with their content and counts an empty paragraph as empty', () => {
    expect(richTextToText('<p>Hi<script>alert(1)</script><style>p{}</style></p>')).toBe('Hi');
    expect(richTextToText('<p></p>')).toBe('');
  });
});
