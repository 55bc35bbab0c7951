import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_DOC, codesIn, documentedStatuses, serverErrorCodes } from './error-codes.test-support';

/**
 * Every error code the server answers with is defined in one place and documented in docs/api.md
 * with its status (DESIGN.md §5.7: codes are permanent, clients branch on them). The codes are read
 * from the source text (error-codes.test-support.ts), so a code added anywhere is checked.
 */
describe('error codes', () => {
  it('reads codes where they are defined, not in comments, strings or other objects', () => {
    const source = [
      "// defineError({ kind: 'invalid', code: 'commented.out', message: '' })",
      "const note = 'new AppError(\\'invalid\\', \\'in.a.string\\', \\'\\')';",
      'const pattern = /[\'"]{/g;',
      'export const Errors = {',
      // A template with a substitution and an apostrophe, written without one here.
      "  a: defineError({ kind: 'conflict', code: 'mod.taken', message: `It's $" + '{what} taken.` }),',
      "  b: () => new AppError('too_large', 'mod.too_large', message(), { file: 'x' }),",
      '};',
      "ctx.addIssue({ code: 'custom', message: 'not an answer' });",
      "reply.status(404).send({ error: 'Gone.', code: 'mod.gone' });",
      "const body = { error, code: 'mod.short' };",
      'export const fontErrorStatus = { missing_family: 400 } as const;',
      "const code = (error as FastifyError).code ?? 'bad_request';",
      'throw new AppError(kind, someCode, message);',
    ].join('\n');
    const { codes, unreadable } = codesIn(source, 'x.ts');
    expect(codes).toEqual([
      { code: 'mod.taken', place: 'x.ts:5', status: 409 },
      { code: 'mod.too_large', place: 'x.ts:6', status: 413 },
      { code: 'mod.gone', place: 'x.ts:9', status: 404 },
      { code: 'mod.short', place: 'x.ts:10', status: null },
      { code: 'missing_family', place: 'x.ts:11', status: 400 },
      { code: 'bad_request', place: 'x.ts:12', status: null },
    ]);
    expect(unreadable).toEqual(['new AppError without a literal code at x.ts:13']);
  });

  const { codes, unreadable } = serverErrorCodes();

  it('finds the codes of the catalogues, the error handler and its plugins', () => {
    const found = new Set(codes.map((definition) => definition.code));
    for (const code of ['invalid_input', 'crumb_fail', 'cross_origin', 'internal', 'media.image_too_tall']) {
      expect(found, code).toContain(code);
    }
    expect(unreadable, 'errors whose code is not a literal cannot be checked or documented').toEqual([]);
  });

  it('defines each code in one place', () => {
    const places = new Map<string, string[]>();
    for (const { code, place } of codes) places.set(code, [...(places.get(code) ?? []), place]);
    const twice = [...places]
      .filter(([, where]) => where.length > 1)
      .map(([code, where]) => `${code} is defined in ${where.join(' and in ')}`);
    expect(twice, 'a code defined twice: keep one definition and reuse it').toEqual([]);
  });

  it('documents every code in docs/api.md, with the status it is answered with', () => {
    const documented = documentedStatuses(fs.readFileSync(API_DOC, 'utf8'));
    const byCode = new Map<string, { places: string[]; statuses: Set<number> }>();
    for (const { code, place, status } of codes) {
      const entry = byCode.get(code) ?? { places: [], statuses: new Set<number>() };
      entry.places.push(place);
      if (status !== null) entry.statuses.add(status);
      byCode.set(code, entry);
    }
    const problems = [...byCode].flatMap(([code, { places, statuses }]) => {
      const where = places.join(', ');
      const rows = documented.get(code);
      if (!rows) return [`${code} (${where}) is not in a table row of docs/api.md with its status`];
      const wrong = rows.filter((row) => statuses.size > 0 && !statuses.has(row));
      return wrong.length
        ? [
            `${code} (${where}) is answered with ${[...statuses].join(' or ')}, documented as ${wrong.join(', ')}`,
          ]
        : [];
    });
    expect(problems).toEqual([]);
  });
});
