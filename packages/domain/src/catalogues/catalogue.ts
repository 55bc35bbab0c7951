/** A catalogue is an `as const` object mapping readable names to the values the spec fixes. */
export type Catalogue = Readonly<Record<string, string | number>>;

export type CatalogueValue<T extends Catalogue> = T[keyof T];

/**
 * Builds a type guard for a catalogue. Values arrive from JSON, query strings and storage, so the
 * guard accepts anything and never coerces ('1' is not 1).
 */
export function memberGuard<T extends Catalogue>(
  catalogue: T,
): (value: unknown) => value is CatalogueValue<T> {
  const values = new Set<unknown>(Object.values(catalogue));
  return (value: unknown): value is CatalogueValue<T> => values.has(value);
}

/** The readable name of a value, for logs and editor labels; undefined when the value is unknown. */
export function nameOf<T extends Catalogue>(catalogue: T, value: unknown): keyof T | undefined {
  for (const [name, member] of Object.entries(catalogue)) {
    if (member === value) return name as keyof T;
  }
  return undefined;
}
