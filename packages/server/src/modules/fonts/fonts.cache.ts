export interface LruCacheOptions<V> {
  maxEntries: number;
  /** Upper bound on the summed weight of the values, so a few huge values cannot hold the memory. */
  maxWeight: number;
  weigh: (value: V) => number;
}

/** A least-recently-used map bounded by entry count and total weight. */
export class LruCache<V> {
  // A Map iterates in insertion order, so re-inserting on read keeps the oldest entry first.
  readonly #entries = new Map<string, V>();
  #weight = 0;

  constructor(private readonly options: LruCacheOptions<V>) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.#remove(key);
    const weight = this.options.weigh(value);
    // Evicting everything else would still not make room, so the value is simply not kept.
    if (weight > this.options.maxWeight) return;
    this.#entries.set(key, value);
    this.#weight += weight;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.options.maxEntries && this.#weight <= this.options.maxWeight) break;
      this.#remove(oldest);
    }
  }

  #remove(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#weight -= this.options.weigh(value);
  }
}
