/**
 * Whether an error is a unique-key violation, on either engine; with `name`, only of the
 * constraint or index whose name (PostgreSQL) or columns (SQLite) mention it.
 */
export function isUniqueViolation(error: unknown, name?: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: string; constraint?: string; message?: string };
  const unique =
    e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  if (!unique || !name) return unique;
  return (e.constraint ?? '').includes(name) || (e.message ?? '').includes(name);
}
