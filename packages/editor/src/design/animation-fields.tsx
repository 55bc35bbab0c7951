import {
  BLOCK_ANIMATION_EFFECTS,
  BLOCK_ANIMATION_SPEEDS,
  type BlockAnimationEffect,
  type BlockAnimationSpeed,
} from '@atelier/domain';
import { ChoiceGroup } from '../privacy/choice-group';

const EFFECTS: { value: BlockAnimationEffect; label: string }[] = BLOCK_ANIMATION_EFFECTS.map((value) => ({
  value,
  label: { none: 'None', fade: 'Fade in', rise: 'Rise', scale: 'Scale up' }[value],
}));
const SPEEDS: { value: BlockAnimationSpeed; label: string }[] = BLOCK_ANIMATION_SPEEDS.map((value) => ({
  value,
  label: { slow: 'Slow', medium: 'Medium', fast: 'Fast' }[value],
}));

interface AnimationFieldsProps {
  animation: { effect: BlockAnimationEffect; speed: BlockAnimationSpeed };
  onChange(animation: { effect: BlockAnimationEffect; speed: BlockAnimationSpeed }): void;
}

/**
 * The site's block animation: how blocks below the first screen come in as visitors scroll, and how
 * fast. The editor's preview never animates (blocks are edited there), and visitors who ask their
 * device for reduced motion see none.
 */
export function AnimationFields({ animation, onChange }: AnimationFieldsProps) {
  return (
    <>
      <ChoiceGroup
        legend="Block animation"
        name="block-animation"
        value={animation.effect}
        options={EFFECTS}
        hint="Blocks below the first screen come in as visitors scroll to them. Publish to see it on the site; visitors who ask for reduced motion see none."
        onChange={(effect) => onChange({ ...animation, effect })}
      />
      {animation.effect === 'none' ? null : (
        <ChoiceGroup
          legend="Animation speed"
          name="block-animation-speed"
          value={animation.speed}
          options={SPEEDS}
          onChange={(speed) => onChange({ ...animation, speed })}
        />
      )}
    </>
  );
}
