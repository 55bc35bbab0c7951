import { readFileSync } from 'node:fs';
import { DEFAULT_SITE_STYLES, type SiteStyles, staticTokenDeclarations } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { cssString, siteFontsHref, siteStylesCss } from './site-styles-css';

const hostile = (patch: Record<string, unknown>) => ({ ...DEFAULT_SITE_STYLES, ...patch }) as SiteStyles;

describe('siteStylesCss', () => {
  it('writes the palette, fonts and choices as custom properties', () => {
    const css = siteStylesCss(
      hostile({
        fonts: { heading: 'Playfair Display', body: 'Source Serif 4' },
        button: { shape: 'pill', fill: 'outline' },
        contentWidth: 'wide',
        header: { layout: 'centered' },
      }),
    );
    expect(css).toContain('--font-heading:"Playfair Display"');
    expect(css).toContain('--font-body:"Source Serif 4"');
    expect(css).toContain('--button-radius:9999px');
    expect(css).toContain('--button-bg:transparent');
    expect(css).toContain('--content-width:62rem');
    expect(css).toContain('.site-header__inner{flex-direction:column');
  });

  it('falls back to the default for values that got past validation, so nothing escapes the rule', () => {
    const css = siteStylesCss(
      hostile({
        fonts: { heading: 'x"}body{display:none}', body: 'Inter</style><script>alert(1)</script>' },
        colors: { ...DEFAULT_SITE_STYLES.colors, text: 'red;}*{color:red', accent: 'url(//evil.example/x)' },
        button: { shape: '}{', fill: 'solid' },
        header: { layout: '<script>' },
        animation: { effect: '}*{display:none', speed: 'medium' },
      }),
    );
    expect(css).not.toContain('<');
    expect(css).not.toContain('evil');
    expect(css).not.toContain('display:none');
    expect(css).toContain(`--font-heading:"${DEFAULT_SITE_STYLES.fonts.heading}"`);
    expect(css).toContain(`--color-text:${DEFAULT_SITE_STYLES.colors.text}`);
    // One :root rule and nothing after it: no injected rule survived.
    expect(css.match(/\{/g)).toHaveLength(1);
  });

  it('adds the rules of a chosen block animation, and none without one', () => {
    expect(siteStylesCss(DEFAULT_SITE_STYLES)).not.toContain('block-animation');
    expect(siteStylesCss(hostile({ animation: { effect: 'none', speed: 'fast' } }))).not.toContain('@media');
    const css = siteStylesCss(hostile({ animation: { effect: 'fade', speed: 'fast' } }));
    expect(css).toContain(
      '@media screen and (prefers-reduced-motion:no-preference){.block-animation .site-main [data-block-id].block-loaded{transition:opacity 200ms',
    );
  });

  it('escapes every character of a CSS string but letters, digits and spaces', () => {
    expect(cssString('Source Serif 4')).toBe('"Source Serif 4"');
    expect(cssString('a"b\\c<')).toBe('"a\\22 b\\5c c\\3c "');
  });

  it('asks the font service for both families, or one family once', () => {
    expect(siteFontsHref(DEFAULT_SITE_STYLES)).toBe('/fonts/css?family=Inter:400,600,700|Lora:400,700');
    expect(siteFontsHref(hostile({ fonts: { heading: 'DM Sans', body: 'DM Sans' } }))).toBe(
      '/fonts/css?family=DM+Sans:400,600,700',
    );
  });
});

describe('tokens.css', () => {
  it('declares exactly the design tokens of spec 001 §9 held in the domain package', () => {
    const css = readFileSync(new URL('./styles/tokens.css', import.meta.url), 'utf8');
    for (const [name, value] of staticTokenDeclarations()) expect(css).toContain(`${name}: ${value};`);
  });
});
