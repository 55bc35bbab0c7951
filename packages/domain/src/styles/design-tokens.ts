/**
 * The design tokens of spec 001 §9: font sizes, spacing, radii (0, 4, 8 and circle), shadows,
 * timing from 0 to 600 ms and the blue, green, red, pink, orange and gray colour scales. Pages get
 * them as CSS custom properties (packages/site/src/page/styles/tokens.css holds the same values,
 * checked by a test), so styling a page needs no JavaScript.
 */

/** Font sizes in rem, smallest first. */
export const FONT_SIZE_TOKENS = {
  xs: 0.8125,
  sm: 0.875,
  base: 1,
  lg: 1.125,
  xl: 1.375,
  '2xl': 1.75,
  '3xl': 2.25,
  '4xl': 3,
} as const;

/** Spacing steps in rem, before the site's spacing scale multiplies them. */
export const SPACING_TOKENS = [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6] as const;

export const RADIUS_TOKENS = { none: '0', small: '4px', medium: '8px', circle: '9999px' } as const;
export type RadiusToken = keyof typeof RADIUS_TOKENS;

export const SHADOW_TOKENS = {
  sm: '0 1px 2px rgb(16 24 40 / 8%)',
  md: '0 2px 6px rgb(16 24 40 / 8%), 0 6px 16px rgb(16 24 40 / 10%)',
  lg: '0 1px 2px rgb(16 24 40 / 6%), 0 12px 32px rgb(16 24 40 / 14%)',
} as const;

/** Transition durations in ms, 0 to 600. */
export const TIMING_TOKENS = [0, 100, 200, 300, 400, 600] as const;

/** Scale steps, light to dark. */
export const COLOUR_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

export const COLOUR_SCALES = {
  blue: [
    '#eef4ff',
    '#dbe6fe',
    '#bfd3fe',
    '#93b4fd',
    '#6090fa',
    '#3b6ef6',
    '#2552eb',
    '#1d3fd8',
    '#1e36af',
    '#1e338a',
  ],
  green: [
    '#edfcf2',
    '#d3f8df',
    '#aaf0c4',
    '#73e2a3',
    '#3acb7e',
    '#16b364',
    '#099250',
    '#087443',
    '#095c37',
    '#084c2e',
  ],
  red: [
    '#fef3f2',
    '#fee4e2',
    '#fecdca',
    '#fda29b',
    '#f97066',
    '#f04438',
    '#d92d20',
    '#b42318',
    '#912018',
    '#7a271a',
  ],
  pink: [
    '#fdf2fa',
    '#fce7f6',
    '#fcceee',
    '#faa7e0',
    '#f670c7',
    '#ee46bc',
    '#dd2590',
    '#c11574',
    '#9e165f',
    '#851651',
  ],
  orange: [
    '#fef6ee',
    '#fdead7',
    '#f9dbaf',
    '#f7b27a',
    '#f38744',
    '#ef6820',
    '#e04f16',
    '#b93815',
    '#932f19',
    '#772917',
  ],
  gray: [
    '#f9fafb',
    '#f2f4f7',
    '#e4e7ec',
    '#d0d5dd',
    '#98a2b3',
    '#667085',
    '#475467',
    '#344054',
    '#1d2939',
    '#101828',
  ],
} as const satisfies Record<string, readonly string[]>;
export type ColourScale = keyof typeof COLOUR_SCALES;

/** Every static token as CSS custom property declarations, name -> value. */
export function staticTokenDeclarations(): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, rem] of Object.entries(FONT_SIZE_TOKENS)) out.push([`--font-size-${name}`, `${rem}rem`]);
  for (const [name, value] of Object.entries(RADIUS_TOKENS)) out.push([`--radius-${name}`, value]);
  for (const [name, value] of Object.entries(SHADOW_TOKENS)) out.push([`--shadow-${name}`, value]);
  for (const ms of TIMING_TOKENS) out.push([`--duration-${ms}`, `${ms}ms`]);
  for (const [scale, values] of Object.entries(COLOUR_SCALES)) {
    values.forEach((value, i) => {
      out.push([`--color-${scale}-${COLOUR_STEPS[i]}`, value]);
    });
  }
  return out;
}
