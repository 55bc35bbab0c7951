import { describe, expect, it } from 'vitest';
import {
  EMBED_MESSAGES,
  embedAspectRatio,
  embedCodeProblem,
  embedCodeType,
  readEmbedCode,
} from './embed-block';

const MAP =
  '<iframe src="https://www.google.com/maps/embed?pb=!1m18&amp;q=kiln" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Studio map"></iframe>';

describe('an embed code (spec 001 §3: iframe, object or invalid)', () => {
  it('frames an iframe snippet at its https address, keeping its title and the features an embed may have', () => {
    expect(readEmbedCode(MAP)).toEqual({
      type: 'iframe',
      src: 'https://www.google.com/maps/embed?pb=!1m18&q=kiln',
      origin: 'https://www.google.com',
      host: 'www.google.com',
      title: 'Studio map',
      allow: ['fullscreen'],
    });
    const player = readEmbedCode(
      "<iframe src='https://player.example.com/v/1' allow='autoplay; camera; encrypted-media; geolocation *'></iframe>",
    );
    expect(player?.allow).toEqual(['autoplay', 'encrypted-media']);
    expect(embedCodeType(MAP)).toBe('iframe');
  });

  it('frames an object by its data and an embed by its src, both of type object', () => {
    const object = readEmbedCode(
      '<object data="https://media.example.org/show.html" type="text/html"><param name="a" value="b">Fallback</object>',
    );
    expect(object).toMatchObject({ type: 'object', src: 'https://media.example.org/show.html' });
    expect(readEmbedCode('<embed src="https://media.example.org/x.html" width="400">')).toMatchObject({
      type: 'object',
      host: 'media.example.org',
    });
    expect(embedCodeType('<embed src="https://media.example.org/x.html" />')).toBe('object');
  });

  it('frames a plain https address, with its port in the host it names', () => {
    expect(readEmbedCode('  https://maps.example.org:8443/embed?id=3  ')).toMatchObject({
      type: 'iframe',
      src: 'https://maps.example.org:8443/embed?id=3',
      origin: 'https://maps.example.org:8443',
      host: 'maps.example.org:8443',
    });
  });

  it.each([
    ['', EMBED_MESSAGES.empty],
    ['   ', EMBED_MESSAGES.empty],
    ['http://maps.example.org/embed', EMBED_MESSAGES.notHttps],
    ['javascript:alert(1)', EMBED_MESSAGES.notHttps],
    ['https://user:secret@maps.example.org/', EMBED_MESSAGES.notHttps],
    ['<iframe src="/about"></iframe>', EMBED_MESSAGES.notHttps],
    ['<iframe src="data:text/html,<b>x</b>"></iframe>', EMBED_MESSAGES.notHttps],
    ['<iframe srcdoc="<p>x</p>"></iframe>', EMBED_MESSAGES.invalid],
    ['<p>Hello</p>', EMBED_MESSAGES.invalid],
    ['<iframe src="https://a.example/"></iframe><p>more</p>', EMBED_MESSAGES.invalid],
    [
      '<object data="https://a.example/"></object><iframe src="https://b.example/"></iframe>',
      EMBED_MESSAGES.invalid,
    ],
    ['see https://a.example/', EMBED_MESSAGES.invalid],
    [
      '<blockquote class="tweet">Hi</blockquote><script async src="https://platform.example/widgets.js"></script>',
      EMBED_MESSAGES.script,
    ],
    [
      '<iframe src="https://a.example/" onload="alert(1)"></iframe><SCRIPT>alert(1)</SCRIPT>',
      EMBED_MESSAGES.script,
    ],
  ])('refuses %j, saying why', (code, message) => {
    expect(embedCodeProblem(code)).toBe(message);
    expect(readEmbedCode(code)).toBeNull();
    expect(embedCodeType(code)).toBe('invalid');
  });

  it('takes nothing but text', () => {
    expect(readEmbedCode(42)).toBeNull();
    expect(embedCodeType(undefined)).toBe('invalid');
    expect(embedCodeProblem(MAP)).toBeNull();
  });

  it('writes a ratio as CSS reads it', () => {
    expect(embedAspectRatio('16:9')).toBe('16 / 9');
    expect(embedAspectRatio('9:16')).toBe('9 / 16');
  });
});
