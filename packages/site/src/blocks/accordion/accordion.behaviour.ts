import { ACCORDION_ANIMATION_MS } from '@atelier/domain';
import type { Behaviour } from '../../runtime/behaviours';

const MOVING = 'block-accordion__item--moving';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

interface Motion {
  animation: Animation;
  /** Where the item is heading: open, or closed (it stays open until the animation ends). */
  opening: boolean;
}

/**
 * Accordion block (type 69) in the browser. The markup already works: native <details>, whose
 * summary takes focus and toggles with Enter and Space. This adds the height animation
 * (ACCORDION_ANIMATION_MS, none under prefers-reduced-motion), closing the other items when one
 * opens unless the block allows several open, and ArrowUp/ArrowDown/Home/End between the titles
 * (the WAI accordion pattern). Returns the undo.
 */
const accordionBehaviour: Behaviour = (element) => {
  const items = [...element.querySelectorAll<HTMLDetailsElement>('details.block-accordion__item')];
  const summaries = items.map((item) => item.querySelector<HTMLElement>(':scope > summary'));
  const allowMany = element.dataset.allowMany === 'true';
  const motions = new Map<HTMLDetailsElement, Motion>();
  // The shared name closes the others at once; the behaviour closes them itself, animated.
  const names = items.map((item) => item.getAttribute('name'));
  for (const item of items) item.removeAttribute('name');

  const still = () =>
    typeof element.animate !== 'function' || Boolean(window.matchMedia?.(REDUCED_MOTION).matches);

  const settle = (item: HTMLDetailsElement, opening: boolean) => {
    motions.delete(item);
    item.classList.remove(MOVING);
    item.open = opening;
  };

  /** Moves an item to open or closed; animated from wherever it is now. */
  const move = (item: HTMLDetailsElement, opening: boolean) => {
    const running = motions.get(item);
    if (still()) {
      running?.animation.cancel();
      settle(item, opening);
      return;
    }
    const from = item.getBoundingClientRect().height;
    running?.animation.cancel();
    item.open = true;
    const summary = item.querySelector<HTMLElement>(':scope > summary');
    const borders = item.offsetHeight - item.clientHeight;
    const to = opening ? item.offsetHeight : (summary?.offsetHeight ?? 0) + borders;
    item.classList.add(MOVING);
    const animation = item.animate(
      { height: [`${from}px`, `${to}px`] },
      { duration: ACCORDION_ANIMATION_MS, easing: 'ease-out' },
    );
    motions.set(item, { animation, opening });
    animation.onfinish = () => {
      if (motions.get(item)?.animation === animation) settle(item, opening);
    };
  };

  /** Whether an item is open, or on its way there. */
  const isOpening = (item: HTMLDetailsElement) => motions.get(item)?.opening ?? item.open;

  const closeOthers = (opened: HTMLDetailsElement) => {
    if (allowMany) return;
    for (const item of items) if (item !== opened && isOpening(item)) move(item, false);
  };

  // On the summary itself: its details toggles once the click has reached it (Enter and Space
  // click it too), so the behaviour takes over before that, under reduced motion as well.
  const onClick = (event: MouseEvent) => {
    const item = (event.currentTarget as HTMLElement).parentElement as HTMLDetailsElement;
    if (event.defaultPrevented) return;
    event.preventDefault();
    const opening = !isOpening(item);
    move(item, opening);
    if (opening) closeOthers(item);
  };

  // Opened some other way (find in page, a link to text inside it): the others still close.
  const onToggle = (event: Event) => {
    const item = event.target as HTMLDetailsElement;
    if (items.includes(item) && item.open && !motions.has(item)) closeOthers(item);
  };

  const onKey = (event: KeyboardEvent) => {
    const index = summaries.indexOf(event.target as HTMLElement);
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const last = summaries.length - 1;
    const targets: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    summaries[next]?.focus();
  };

  for (const summary of summaries) summary?.addEventListener('click', onClick);
  // toggle does not bubble: listened for on the way down.
  element.addEventListener('toggle', onToggle, true);
  element.addEventListener('keydown', onKey);
  return () => {
    for (const summary of summaries) summary?.removeEventListener('click', onClick);
    element.removeEventListener('toggle', onToggle, true);
    element.removeEventListener('keydown', onKey);
    for (const [item, motion] of motions) {
      motion.animation.cancel();
      settle(item, motion.opening);
    }
    items.forEach((item, index) => {
      const name = names[index];
      if (name) item.setAttribute('name', name);
    });
  };
};

export default accordionBehaviour;
