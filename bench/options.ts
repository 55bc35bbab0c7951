// What a benchmark run takes from the environment (BENCH_ROUNDS=5, BENCH_ROWS=1000,10000, ...),
// read one way by every benchmark: an unset variable gives its default, and a value that is not
// what the variable takes stops the run naming it, rather than measuring with NaN or 0.

export type Engine = 'sqlite' | 'postgres';

const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];

function set(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

function number(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name}=${process.env[name]}: not a number of zero or more ("${text}")`);
  return value;
}

/** A number of zero or more (rounds, seconds, a rate). */
export function numberOption(name: string, fallback: number): number {
  const text = set(name);
  return text === undefined ? fallback : number(name, text);
}

/** Numbers separated by commas (the sizes a scale benchmark compares, smallest first). */
export function numbersOption(name: string, fallback: readonly number[]): number[] {
  const text = set(name);
  return text === undefined ? [...fallback] : words(text).map((word) => number(name, word));
}

/** Words separated by commas; empty when unset and no fallback is given. */
export function listOption(name: string, fallback: readonly string[] = []): string[] {
  const text = set(name);
  return text === undefined ? [...fallback] : words(text);
}

/**
 * The database engines to run on, in this order: SQLite, and PostgreSQL when DATABASE_URL is set.
 * `name` narrows them; naming PostgreSQL without DATABASE_URL is a mistake, not a shorter run.
 */
export function enginesOption(name: string): Engine[] {
  const named = listOption(name, ENGINES);
  for (const engine of named)
    if (!(ENGINES as readonly string[]).includes(engine))
      throw new Error(`${name}=${process.env[name]}: "${engine}" is not one of ${ENGINES.join(', ')}`);
  if (set(name) !== undefined && named.includes('postgres') && !process.env.DATABASE_URL)
    throw new Error(`${name}=${process.env[name]}: postgres needs DATABASE_URL`);
  return ENGINES.filter(
    (engine) => named.includes(engine) && (engine === 'sqlite' || Boolean(process.env.DATABASE_URL)),
  );
}

const words = (text: string): string[] =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
