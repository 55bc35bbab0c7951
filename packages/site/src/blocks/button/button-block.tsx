import type { BlockProps } from '../block-props';
import { safeHref } from '../safe-href';
import { isRecord, readOneOf, readText } from '../settings-guards';

const SIZES = ['small', 'medium', 'large'] as const;
const ALIGNMENTS = ['left', 'center', 'right'] as const;

interface ButtonView {
  label: string;
  link: { href: string; external: boolean };
  size: (typeof SIZES)[number];
  alignment: (typeof ALIGNMENTS)[number];
  newWindow: boolean;
}

/**
 * Null without a label or a safe address: a button that goes nowhere is worse than none. Size and
 * alignment are presentation only, so an unknown value falls back to the default look.
 */
export function readButtonSettings(settings: unknown): ButtonView | null {
  if (!isRecord(settings)) return null;
  const label = readText(settings, 'label');
  const link = safeHref(settings.href);
  if (!label || !link) return null;
  return {
    label,
    link,
    size: readOneOf(settings, 'size', SIZES) ?? 'medium',
    alignment: readOneOf(settings, 'alignment', ALIGNMENTS) ?? 'left',
    newWindow: settings.newWindow === true,
  };
}

/** Button (block type 53): a link styled as a call to action. */
export function ButtonBlock({ block, root }: BlockProps) {
  const button = readButtonSettings(block.settings);
  if (!button) return null;
  return (
    <div {...root} className={`block block-button block-button--align-${button.alignment}`}>
      <a
        className={`button button--${button.size}`}
        href={button.link.href}
        target={button.newWindow ? '_blank' : undefined}
        rel={button.newWindow || button.link.external ? 'noopener' : undefined}
      >
        {button.label}
      </a>
    </div>
  );
}

export function buttonBlockText(settings: unknown): string {
  return readButtonSettings(settings)?.label ?? '';
}
