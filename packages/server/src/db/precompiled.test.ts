import { expect, it } from 'vitest';
import { precompiled, precompiledInsert } from './precompiled';
import { describeEachDatabase } from './test-databases';

const insertKey = precompiledInsert('form_captcha_uses', ['id', 'expires_at']);
const expiringBefore = precompiled(2, (db, id: string, at: string) =>
  db.selectFrom('form_captcha_uses').select('id').where('id', '=', id).where('expires_at', '<', at).limit(1),
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
});
