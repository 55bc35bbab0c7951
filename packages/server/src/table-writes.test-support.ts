/** Where a source file writes a table, read from its text (table-ownership.test.ts). */

/**
 * The text with comments blanked out (same length, same lines), so a commented-out query or a
 * sentence in a comment is no write.
 */
export function withoutComments(text: string): string {
  const out = text.split('');
  const blank = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (out[i] !== '\n') out[i] = ' ';
  };
  // A stack of what we are in: code (with its brace depth, for template `${}`), or a template.
  const stack: ({ kind: 'code'; depth: number } | { kind: 'template' })[] = [{ kind: 'code', depth: 0 }];
  let i = 0;
  while (i < text.length) {
    const top = stack[stack.length - 1]!;
    const c = text[i]!;
    if (top.kind === 'template') {
      if (c === '\\') i += 2;
      else if (c === '`') {
        stack.pop();
        i++;
      } else if (c === '$' && text[i + 1] === '{') {
        stack.push({ kind: 'code', depth: 0 });
        i += 2;
      } else i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      i++;
      while (i < text.length && text[i] !== c && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      i++;
    } else if (c === '`') {
      stack.push({ kind: 'template' });
      i++;
    } else if (c === '{') {
      top.depth++;
      i++;
    } else if (c === '}') {
      if (top.depth === 0 && stack.length > 1) stack.pop();
      else top.depth--;
      i++;
    } else i++;
  }
  return out.join('');
}

/** The index just after the bracket that closes the one at `open` (strings and templates skipped). */
export function closing(text: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "'" || c === '"' || c === '`') {
      i++;
      while (i < text.length && text[i] !== c) i += text[i] === '\\' ? 2 : 1;
    } else if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
    i++;
  }
  return text.length;
}

/** The top-level comma-separated parts of the text between two brackets. */
function topLevelParts(inner: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    if (c === "'" || c === '"' || c === '`') {
      const quote = c;
      i++;
      while (i < inner.length && inner[i] !== quote) i += inner[i] === '\\' ? 2 : 1;
    } else if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(inner.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

const stringLiterals = (text: string) => [...text.matchAll(/(['"])([^'"\n]*)\1/g)].map((m) => m[2]!);

/** The columns an update's `.set(...)` names, or null when they cannot be read from the source. */
export function setColumns(argument: string): string[] | null {
  let body = argument.trim();
  const single = topLevelParts(body);
  // .set('column', value)
  if (single.length === 2 && /^(['"])\w+\1$/.test(single[0]!)) return [single[0]!.slice(1, -1)];
  // .set((eb) => ({ ... })) or .set(eb => ({ ... }))
  const arrow = body.match(/^(?:\([^)]*\)|\w+)\s*=>\s*\(/);
  if (arrow) body = body.slice(arrow[0].length - 1).trim();
  while (body.startsWith('(') && closing(body, 0) === body.length) body = body.slice(1, -1).trim();
  if (!body.startsWith('{') || closing(body, 0) !== body.length) return null;
  const columns: string[] = [];
  for (const part of topLevelParts(body.slice(1, -1))) {
    if (part.startsWith('...')) return null;
    const key = part.match(/^(?:(['"])(\w+)\1|(\w+))\s*(?::|$)/);
    if (!key) return null;
    columns.push(key[2] ?? key[3]!);
  }
  return columns;
}

export interface Write {
  file: string;
  line: number;
  /** null: the table is not named in the source (a variable). */
  table: string | null;
  kind: 'insert' | 'update' | 'delete';
  /** For an update: the columns it sets, null when unreadable; undefined for raw SQL and other writes. */
  columns?: string[] | null;
}

const CALLS: Record<string, Write['kind']> = {
  insertInto: 'insert',
  replaceInto: 'insert',
  mergeInto: 'update',
  precompiledInsert: 'insert',
  updateTable: 'update',
  deleteFrom: 'delete',
};

/** Every write to a table in one file's text. */
export function writesIn(file: string, source: string, tables: ReadonlySet<string>): Write[] {
  const text = withoutComments(source);
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const writes: Write[] = [];
  const named = (argument: string) => {
    const found = stringLiterals(argument)
      .map((literal) => literal.trim().split(/\s+/)[0]!)
      .filter((name) => tables.has(name));
    return found.length ? [...new Set(found)] : [null];
  };

  for (const match of text.matchAll(
    /\b(insertInto|updateTable|deleteFrom|replaceInto|mergeInto|precompiledInsert)\s*\(/g,
  )) {
    const open = match.index! + match[0].length - 1;
    const end = closing(text, open);
    const argument = topLevelParts(text.slice(open + 1, end - 1))[0] ?? '';
    const kind = CALLS[match[1]!]!;
    let columns: string[] | null | undefined;
    if (match[1] === 'updateTable') {
      // Follow the method chain to its .set(...).
      columns = null;
      let at = end;
      for (;;) {
        const next = text.slice(at).match(/^\s*\.\s*(\w+)\s*(?:<[^>]*>)?\s*\(/);
        if (!next) break;
        const callOpen = at + next[0].length - 1;
        const callEnd = closing(text, callOpen);
        if (next[1] === 'set') {
          columns = setColumns(text.slice(callOpen + 1, callEnd - 1));
          break;
        }
        at = callEnd;
      }
    }
    for (const table of named(argument))
      writes.push({ file, line: lineOf(match.index!), table, kind, columns });
  }

  for (const match of text.matchAll(/\bnew\s+BulkInsert\s*(?:<[^>]*>)?\s*\(/g)) {
    const open = match.index! + match[0].length - 1;
    const argument = topLevelParts(text.slice(open + 1, closing(text, open) - 1))[1] ?? '';
    for (const table of named(argument))
      writes.push({ file, line: lineOf(match.index!), table, kind: 'insert' });
  }

  // Raw SQL: sql`...` templates (with their ${} parts) and the text given to sql.raw / CompiledQuery.raw.
  const rawTexts: { at: number; sql: string }[] = [];
  for (const match of text.matchAll(/\bsql\s*(?:<[^>]*>)?\s*`/g)) {
    const start = match.index! + match[0].length;
    let i = start;
    let depth = 0;
    while (i < text.length) {
      const c = text[i]!;
      if (depth === 0 && c === '\\') i += 2;
      else if (depth === 0 && c === '`') break;
      else if (c === '$' && text[i + 1] === '{') {
        depth++;
        i += 2;
      } else {
        if (depth > 0 && c === '}') depth--;
        i++;
      }
    }
    rawTexts.push({ at: match.index!, sql: text.slice(start, i) });
  }
  for (const match of text.matchAll(/\b(?:sql|CompiledQuery)\s*\.\s*raw\s*(?:<[^>]*>)?\s*\(/g)) {
    const open = match.index! + match[0].length - 1;
    const argument = topLevelParts(text.slice(open + 1, closing(text, open) - 1))[0] ?? '';
    rawTexts.push({ at: match.index!, sql: stringLiterals(argument).join(' ') });
  }
  const statement =
    /\b(insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update|delete\s+from)\s+(?:\$\{\s*sql\s*\.\s*(?:table|id)\(\s*['"]([a-z_]\w*)['"]\s*\)\s*\}|"?([a-z_]\w*)"?)/gi;
  for (const { at, sql } of rawTexts) {
    for (const match of sql.matchAll(statement)) {
      const table = (match[2] ?? match[3]!).toLowerCase();
      if (!tables.has(table)) continue;
      const verb = match[1]!.toLowerCase();
      const kind = verb.startsWith('update') ? 'update' : verb.startsWith('delete') ? 'delete' : 'insert';
      writes.push({ file, line: lineOf(at), table, kind });
    }
  }
  return writes.sort((a, b) => a.line - b.line);
}

// --- reading the declarations ---------------------------------------------------------------------
