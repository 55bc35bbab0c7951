/**
 * Readers for block settings. Settings arrive as stored JSON that an older editor, an import or a
 * hand-edited draft may have shaped differently, so blocks read them through these instead of
 * trusting their declared types.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readString(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

export function readFiniteNumber(record: Record<string, unknown>, key: string): number | undefined {
  const value = record[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function readOneOf<T extends string>(
  record: Record<string, unknown>,
  key: string,
  allowed: readonly T[],
): T | undefined {
  const value = record[key];
  return allowed.find((option) => option === value);
}

/** A non-empty string with surrounding whitespace removed, or undefined. */
export function readText(record: Record<string, unknown>, key: string): string | undefined {
  const value = readString(record, key)?.trim();
  return value ? value : undefined;
}
