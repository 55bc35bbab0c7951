import { expect, it } from 'vitest';
import { precompiled, precompiledInsert, precompiledWithList } from './precompiled';
import { describeEachDatabase } from './test-databases';

const insertKey = precompiledInsert('form_captcha_uses', ['id', 'expires_at']);
const expiringBefore = precompiled(2, (db, id: string, at: string) =>
  db.selectFrom('form_captcha_uses').select('id').where('id', '=', id).where('expires_at', '<', at).limit(1),
);
const expiringIn = precompiledWithList<{ id: string }>(
  (db, at, ids) =>
    db
      .selectFrom('form_captcha_uses')
      .select('id')
      .where('expires_at', '<', at)
      .where('id', 'in', ids)
      .orderBy('id'),
  2,
);
const remove = precompiled(1, (db, id: string) => db.deleteFrom('form_captcha_uses').where('id', '=', id));

describeEachDatabase('queries compiled once', (database) => {
  it('run with each call’s values, in a transaction too, and count what they changed', async () => {
    const { db } = database.current;
    await insertKey(db, { id: 'a', expires_at: '2030-01-01' });
    await db.transaction().execute((trx) => insertKey(trx, { id: 'b', expires_at: '2040-01-01' }));
    expect((await expiringBefore(db, 'a', '2035-01-01')).rows).toEqual([{ id: 'a' }]);
    expect((await expiringBefore(db, 'b', '2035-01-01')).rows).toEqual([]);
    expect(Number((await remove(db, 'b')).numAffectedRows)).toBe(1);
    expect(Number((await remove(db, 'b')).numAffectedRows)).toBe(0);
    // A value that is not a bound parameter cannot be swapped: refused when first run.
    const inlined = precompiled(1, (db, id: string) =>
      db
        .selectFrom('form_captcha_uses')
        .select('id')
        .where('id', '=', id.length > 0 ? 'fixed' : ''),
    );
    await expect(inlined(db, 'a')).rejects.toThrow(/not a bound parameter/);
  });

  it('run a list query with each length’s own statement, and a longer list built each time', async () => {
    const { db } = database.current;
    const days = { la: '2030-01-01', lb: '2030-01-02', lc: '2030-01-03', ld: '2030-01-04' };
    for (const [id, day] of Object.entries(days)) await insertKey(db, { id, expires_at: day });
    const ids = async (at: string, list: string[]) => (await expiringIn(db, at, list)).rows.map((r) => r.id);
    expect(await ids('2031-01-01', ['la'])).toEqual(['la']);
    expect(await ids('2031-01-01', ['lc', 'lb'])).toEqual(['lb', 'lc']);
    expect(await ids('2031-01-01', ['ld'])).toEqual(['ld']);
    expect(await ids('2030-01-03', ['la', 'lb', 'lc', 'ld'])).toEqual(['la', 'lb']);
    expect(await ids('2030-01-03', ['lx', 'ld'])).toEqual([]);
  });
});
