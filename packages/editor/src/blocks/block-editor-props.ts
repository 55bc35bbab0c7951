/** What every block settings form receives: the block's settings and a way to replace them. */
export interface BlockEditorProps {
  settings: Record<string, unknown>;
  onChange(settings: Record<string, unknown>): void;
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Settings with optional text fields left out when empty, as the block-settings shapes expect. */
export function withOptional(
  settings: Record<string, unknown>,
  key: string,
  value: string,
): Record<string, unknown> {
  const { [key]: _previous, ...rest } = settings;
  return value ? { ...rest, [key]: value } : rest;
}
