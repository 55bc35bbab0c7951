import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyFor } from './script-policy';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptSrc = (html: string) =>
  contentSecurityPolicyFor(html)
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))!
    .split(' ')
    .slice(1);

describe('the policy of a page', () => {
  it('admits our own scripts only, when the page has no inline code', () => {
    const html =
      '<head><script id="site-context" type="application/json">{"a":1}</script><script type="module" src="/assets/site/boot-1.js"></script></head>';
    expect(scriptSrc(html)).toEqual(["'self'"]);
    const policy = contentSecurityPolicyFor(html);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      "form-action 'self'",
      "worker-src 'self' blob:",
    ])
      expect(policy).toContain(directive);
  });

  it('names the exact text of each inline script, in the post-submit template too', () => {
    const inline = 'document.body.dataset.booked += "!"';
    const html = `<template class="form-block__post-submit"><p>Booked</p><script>${inline}</script><script type="module">import('/x.js')</script></template>`;
    expect(scriptSrc(html)).toEqual(["'self'", hashOf(inline), hashOf("import('/x.js')")]);
  });

  it('names the exact address of a script from elsewhere, without its query', () => {
    const html =
      '<script src="https://cdn.example.com/widget.js?v=1&amp;x=2"></script><script src=//stats.example.org/s.js></script><script src="/local.js"></script>';
    expect(scriptSrc(html)).toEqual([
      "'self'",
      'https://cdn.example.com/widget.js',
      'stats.example.org/s.js',
    ]);
  });

  it('cannot be widened by an address that would end the directive', () => {
    const html = `<script src="https://evil.example/a.js;script-src *"></script><script src="javascript:alert(1)"></script>`;
    const sources = scriptSrc(html);
    expect(sources).not.toContain('*');
    expect(contentSecurityPolicyFor(html).match(/script-src/g)).toHaveLength(1);
    expect(sources.every((source) => !source.includes(';'))).toBe(true);
  });

  it('gives an injected inline script no permission unless its text was on the page when rendered', () => {
    const rendered = scriptSrc('<script>ok()</script>');
    expect(rendered).toContain(hashOf('ok()'));
    expect(rendered).not.toContain(hashOf('steal()'));
  });
});

describe('the policy of a page with video', () => {
  const directive = (html: string, name: string) =>
    contentSecurityPolicyFor(html)
      .split('; ')
      .find((d) => d.startsWith(`${name} `));

  it("admits a video block's player origin as a frame source, and only the known providers'", () => {
    const html =
      '<div class="video-player" data-frame-origin="https://www.youtube-nocookie.com"></div><div data-frame-origin="https://player.vimeo.com"></div><div data-frame-origin="https://evil.example"></div>';
    expect(directive(html, 'frame-src')).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    );
    expect(directive('<p>no video</p>', 'frame-src')).toBe("frame-src 'self'");
    expect(directive(html, 'connect-src')).toBe("connect-src 'self'");
  });

  it("lets the editor ask the providers' oEmbed endpoints", () => {
    expect(directive('<meta name="video-oembed-lookups" content="vimeo" />', 'connect-src')).toBe(
      "connect-src 'self' https://www.youtube.com https://vimeo.com",
    );
  });
});

describe('the policy of a page with an Embed block', () => {
  const frames = (html: string) =>
    contentSecurityPolicyFor(html)
      .split('; ')
      .find((d) => d.startsWith('frame-src '));

  it('admits the https origin each Embed block names, and nothing that is not one', () => {
    const html = [
      '<div class="block-embed__box" data-embed-origin="https://maps.example.org"></div>',
      '<div data-embed-origin="https://media.example.net:8443"></div>',
      '<div data-embed-origin="http://plain.example"></div>',
      '<div data-embed-origin="https://a.example/path"></div>',
      '<div data-embed-origin="https://a.example; script-src *"></div>',
      '<p>data-embed-origin=&quot;https://text.example&quot;</p>',
    ].join('');
    expect(frames(html)).toBe("frame-src 'self' https://maps.example.org https://media.example.net:8443");
  });
});
