import { createHash } from 'node:crypto';

/**
 * Distinct visitors of a day or a range of days, mergeable (CONTEXT.md, "Unique visitors"). Up to
 * SPARSE_LIMIT visitors a sketch holds their hashes themselves, so it counts them exactly; past
 * that it turns into a HyperLogLog of 2^14 one-byte registers (16 KB), whose estimate has a
 * standard error of 1.04/√16384 ≈ 0.81 %. Merging is a union in both forms, so the visitors of a
 * range are the merged sketches of its days: counted once however many days they came back.
 */

const P = 14;
const REGISTERS = 1 << P;
/** Bits of a hash: 52, exact in a JavaScript number. The top P choose the register, the rest the rank. */
const RANK_BITS = 52 - P;
const TWO_RANK_BITS = 2 ** RANK_BITS;
const TWO_32 = 2 ** 32;
/** Hashes kept as they are, 8 bytes each: past this many the registers take less room. */
export const SPARSE_LIMIT = REGISTERS / 8;
/** What a merged range may hold exactly in memory before it becomes registers too. */
export const RANGE_SPARSE_LIMIT = 200_000;

const SPARSE = 1;
const DENSE = 2;
const HEX_KEY = /^[0-9a-f]{32}$/;

/**
 * A visitor key as a 52-bit number. Stored keys are already keyed SHA-256 hashes (visitorKey), so
 * their first 13 hex digits are used as they are; anything else is hashed first.
 */
export function visitorHash(visitorId: string): number {
  const hex = HEX_KEY.test(visitorId) ? visitorId : createHash('sha256').update(visitorId).digest('hex');
  return Number.parseInt(hex.slice(0, 13), 16);
}

/** The register of a hash, and its rank: 1 + the leading zeros of the bits below the register's. */
function registerOf(hash: number): [number, number] {
  const index = Math.floor(hash / TWO_RANK_BITS);
  const rest = hash - index * TWO_RANK_BITS;
  if (rest === 0) return [index, RANK_BITS + 1];
  const high = Math.floor(rest / TWO_32);
  // `rest` has RANK_BITS (38) bits: the high 6 of them first, then the low 32.
  const rank =
    high > 0 ? Math.clz32(high) - (32 - (RANK_BITS - 32)) + 1 : RANK_BITS - 32 + Math.clz32(rest) + 1;
  return [index, rank];
}

/** Ertl's σ and τ (“New cardinality estimation algorithms for HyperLogLog sketches”, 2017). */
function sigma(x: number): number {
  if (x === 1) return Number.POSITIVE_INFINITY;
  let y = 1;
  let z = x;
  let previous: number;
  do {
    x *= x;
    previous = z;
    z += x * y;
    y += y;
  } while (z !== previous);
  return z;
}

function tau(x: number): number {
  if (x === 0 || x === 1) return 0;
  let y = 1;
  let z = 1 - x;
  let previous: number;
  do {
    x = Math.sqrt(x);
    previous = z;
    y *= 0.5;
    z -= (1 - x) ** 2 * y;
  } while (z !== previous);
  return z / 3;
}

/** Ertl's improved raw estimator: unbiased over the whole range, with no empirical correction tables. */
function estimate(registers: Uint8Array): number {
  const histogram = new Uint32Array(RANK_BITS + 2);
  for (let i = 0; i < REGISTERS; i++) histogram[registers[i]!]! += 1;
  let z = REGISTERS * tau(1 - histogram[RANK_BITS + 1]! / REGISTERS);
  for (let k = RANK_BITS; k >= 1; k--) z = 0.5 * (z + histogram[k]!);
  z += REGISTERS * sigma(histogram[0]! / REGISTERS);
  return (REGISTERS * REGISTERS) / (2 * Math.LN2 * z);
}

const HIGH_BITS = 0x80808080;

/**
 * mine[i] = max(mine[i], theirs[i]) for every register, four at a time: a register is below 128,
 * so with each byte's high bit set in one word, subtracting the other borrows within no byte and
 * leaves each high bit saying which byte is the larger. Both arrays own their buffers (aligned).
 */
function maxInto(mine: Uint8Array, theirs: Uint8Array): void {
  const a = new Uint32Array(mine.buffer, mine.byteOffset, REGISTERS / 4);
  const b = new Uint32Array(theirs.buffer, theirs.byteOffset, REGISTERS / 4);
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    const larger = (((x | HIGH_BITS) - y) & HIGH_BITS) >>> 7;
    const mask = ((larger << 8) - larger) | 0;
    a[i] = (x & mask) | (y & ~mask);
  }
}

export class VisitorSketch {
  private hashes: Set<number> | null = new Set();
  private registers: Uint8Array | null = null;

  /** `sparseLimit`: how many hashes the sketch keeps exactly before it turns into registers. */
  constructor(private readonly sparseLimit = SPARSE_LIMIT) {}

  /** Whether the count is exact (every visitor's hash is held). */
  get exact(): boolean {
    return this.hashes !== null;
  }

  add(hash: number): void {
    if (this.hashes) {
      this.hashes.add(hash);
      if (this.hashes.size > this.sparseLimit) this.toRegisters();
    } else {
      this.addToRegisters(hash);
    }
  }

  /** Adds every visitor of `other` (a union). */
  merge(other: VisitorSketch): void {
    if (other.hashes) {
      for (const hash of other.hashes) this.add(hash);
      return;
    }
    if (this.hashes) this.toRegisters();
    maxInto(this.registers!, other.registers!);
  }

  /** Distinct visitors: exact while sparse, else the estimate rounded. */
  count(): number {
    if (this.hashes) return this.hashes.size;
    return Math.round(estimate(this.registers!));
  }

  /** The stored form: a tag byte, then the sorted hashes (float64) or the registers. */
  encode(): Buffer {
    if (this.hashes && this.hashes.size <= SPARSE_LIMIT) {
      const sorted = Float64Array.from(this.hashes).sort();
      const bytes = Buffer.alloc(1 + sorted.length * 8);
      bytes[0] = SPARSE;
      for (let i = 0; i < sorted.length; i++) bytes.writeDoubleLE(sorted[i]!, 1 + i * 8);
      return bytes;
    }
    if (this.hashes) this.toRegisters();
    const bytes = Buffer.alloc(1 + REGISTERS);
    bytes[0] = DENSE;
    bytes.set(this.registers!, 1);
    return bytes;
  }

  /** A stored sketch; throws on bytes that are none. */
  static decode(stored: Uint8Array, sparseLimit = SPARSE_LIMIT): VisitorSketch {
    const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
    const sketch = new VisitorSketch(sparseLimit);
    if (bytes[0] === SPARSE && (bytes.length - 1) % 8 === 0) {
      for (let at = 1; at < bytes.length; at += 8) sketch.add(bytes.readDoubleLE(at));
      return sketch;
    }
    if (bytes[0] === DENSE && bytes.length === 1 + REGISTERS) {
      sketch.hashes = null;
      sketch.registers = Uint8Array.from(bytes.subarray(1));
      return sketch;
    }
    throw new Error('not a visitor sketch');
  }

  private toRegisters(): void {
    const hashes = this.hashes!;
    this.hashes = null;
    this.registers = new Uint8Array(REGISTERS);
    for (const hash of hashes) this.addToRegisters(hash);
  }

  private addToRegisters(hash: number): void {
    const [index, rank] = registerOf(hash);
    if (rank > this.registers![index]!) this.registers![index] = rank;
  }
}
