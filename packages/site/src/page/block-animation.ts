import type { SiteStyles } from '@atelier/domain';

/**
 * Block animation (spec 000 §9): on a site whose owner chose one in Design, blocks below the first
 * screen come in as a visitor scrolls to them. The page names the behaviour on its <main>; the
 * behaviour (block-animation.behaviour.ts) puts BLOCK_ANIMATION_CLASS on <html> and
 * BLOCK_LOADED_CLASS on each block once it is due, and the site styles' CSS (blockAnimationCss) does
 * the rest. Without the behaviour nothing is hidden.
 */
export const BLOCK_ANIMATION_BEHAVIOUR = 'block-animation';
/** On <html> once the behaviour runs: only then do blocks not yet loaded start hidden. */
export const BLOCK_ANIMATION_CLASS = 'block-animation';
/** On a block once it is due: in view at start, or scrolled to and its images loaded. */
export const BLOCK_LOADED_CLASS = 'block-loaded';

type Animation = NonNullable<SiteStyles['animation']>;

/** The effect a site's styles choose, or null for none (the default). */
export function chosenBlockAnimation(styles: SiteStyles | undefined): Animation | null {
  const animation = styles?.animation;
  return animation && animation.effect !== 'none' ? animation : null;
}

// Durations from the timing tokens (TIMING_TOKENS, 0 to 600 ms).
const DURATION_MS: Record<Animation['speed'], number> = { slow: 600, medium: 400, fast: 200 };

// Only opacity and transform move: neither shifts the layout around the block.
const START: Record<Exclude<Animation['effect'], 'none'>, string> = {
  fade: 'opacity:0',
  rise: 'opacity:0;transform:translateY(2rem)',
  scale: 'opacity:0;transform:scale(.94)',
};

/**
 * The rules of a chosen animation, for the site styles' <style>; '' for none. They apply only with
 * the behaviour's class on <html>, only on screen (a printed page shows every block) and only to a
 * visitor who has not asked for reduced motion.
 */
export function blockAnimationCss(styles: SiteStyles): string {
  const animation = chosenBlockAnimation(styles);
  const start = animation && START[animation.effect as keyof typeof START];
  if (!animation || !start) return '';
  const duration = `${DURATION_MS[animation.speed] ?? DURATION_MS.medium}ms`;
  const block = `.${BLOCK_ANIMATION_CLASS} .site-main [data-block-id]`;
  return (
    '@media screen and (prefers-reduced-motion:no-preference){' +
    // The transition belongs to the loaded state: a block comes in, and is hidden at once.
    `${block}.${BLOCK_LOADED_CLASS}{transition:opacity ${duration} ease-out,transform ${duration} ease-out}` +
    `${block}:not(.${BLOCK_LOADED_CLASS}){${start}}}`
  );
}
