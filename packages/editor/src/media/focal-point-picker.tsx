import type { KeyboardEvent, MouseEvent } from 'react';

interface FocalPointPickerProps {
  src: string;
  alt: string;
  value: { x: number; y: number };
  onChange(point: { x: number; y: number }): void;
}

const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));

/** Click the part of the picture that must stay in view when it is cropped; arrow keys nudge it. */
export function FocalPointPicker({ src, alt, value, onChange }: FocalPointPickerProps) {
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  };
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 0.1 : 0.02;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange({ x: clamp(value.x + move[0]), y: clamp(value.y + move[1]) });
  };
  return (
    <div className="focal-picker">
      <button
        type="button"
        className="focal-picker__surface"
        aria-label={`Focal point: ${Math.round(value.x * 100)}% across, ${Math.round(value.y * 100)}% down. Click the picture or use the arrow keys to move it.`}
        onClick={pick}
        onKeyDown={nudge}
      >
        <img src={src} alt={alt} draggable={false} />
        <span
          className="focal-picker__marker"
          style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
          aria-hidden="true"
        />
      </button>
      <p className="field__hint">Click the part of the picture that must stay in view when it is cropped.</p>
    </div>
  );
}
