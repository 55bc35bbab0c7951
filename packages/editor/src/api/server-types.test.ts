import { describe, expect, it } from 'vitest';

/** The editor's sources and the server's type door, as text (Vite reads them; no file system here). */
const editorSources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const serverDoor = import.meta.glob<string>('../../../server/src/api-types.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Each `import ... from '...'` or `export ... from '...'` statement, whole. */
const statements = (source: string) =>
  [...source.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'([^']+)';/gms)].map((m) => ({
    text: m[0],
    from: m[1] ?? '',
  }));

describe('the server’s response types in the editor', () => {
  it('come only from @atelier/server/api-types, and only as types', () => {
    const found: string[] = [];
    for (const [file, source] of Object.entries(editorSources)) {
      for (const { text, from } of statements(source)) {
        if (!from.startsWith('@atelier/server')) continue;
        found.push(file);
        expect(from, file).toBe('@atelier/server/api-types');
        expect(text, file).toMatch(/^(?:import|export) type\b/);
      }
    }
    // The check saw the files that use them.
    expect(found).toContain('./store.api.ts');
    expect(found).toContain('./forms.api.ts');
  });

  it('are a door of types: the server file exports nothing the bundler would keep', () => {
    const source = Object.values(serverDoor)[0];
    expect(source).toBeDefined();
    for (const { text } of statements(source ?? '')) expect(text).toMatch(/^(?:import|export) type\b/);
    const bareExports = (source ?? '').match(/^export (?!type\b).*/gm) ?? [];
    expect(bareExports).toEqual([]);
  });
});
