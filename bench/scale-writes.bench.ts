import { newId } from '@atelier/domain';
import { ProductInput } from '@atelier/server/modules/catalogue/catalogue.schemas';
import { createProduct, duplicateProduct } from '@atelier/server/modules/catalogue/catalogue.service';
import { createPage } from '@atelier/server/modules/pages/pages.service';
import type { DB } from '@atelier/server/platform/db/schema';
import type { Kysely, KyselyPlugin } from 'kysely';
import {
  benchApp,
  bulkInsert,
  type Engine,
  InjectClient,
  measure,
  micros,
  openBenchDatabase,
  ownerSite,
} from './scale-app';

/**
 * Constant-time writes: a product made under a name 1 and 1,000 products already have, a duplicate
 * of a product copied 1 and 1,000 times before, a page made under a title 1 and 200 pages share,
 * a site made by an account that has a role on 1 and 1,000 sites (goal: at most 2× apart, and the
 * same number of statements); 20 products of one name made at once (all made, 20 addresses). Then
 * what each kind of edit makes the page cache render again, on a site of 40 published pages.
 */
const GOAL = 2;

function statementCounter() {
  const counter = { statements: 0, plugin: undefined as unknown as KyselyPlugin };
  counter.plugin = {
    transformQuery: (args) => {
      counter.statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return counter;
}

const product = (name: string) =>
  ProductInput.parse({
    productType: 1,
    name,
    variants: [{ price: 2400, qtyInStock: 5 }],
    workflow: 'published',
  });

/** Copies of one product row under its name, as `n` earlier creations would have left them. */
async function sameNamed(db: Kysely<DB>, siteId: string, name: string, slug: string, n: number) {
  const model = await createProduct(db, siteId, product(name));
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', model.id)
    .executeTakeFirstOrThrow();
  await bulkInsert(
    db,
    'products',
    Array.from({ length: n - 1 }, (_, i) => ({
      ...row,
      id: newId(),
      slug: `${slug}-${i + 2}`,
      position: 10_000 + i,
    })),
  );
  return model.id;
}

interface Figure {
  name: string;
  small: { cpu: number; statements: number };
  large: { cpu: number; statements: number };
}

async function constantWrites(engine: Engine): Promise<{ ok: boolean }> {
  const bench = await openBenchDatabase(engine);
  const { db } = bench.database;
  const figures: Figure[] = [];
  try {
    const { siteId } = await ownerSite(db, 'writes');
    const timed = async (run: (db: Kysely<DB>, i: number) => Promise<unknown>) => {
      const counter = statementCounter();
      const counted = db.withPlugin(counter.plugin);
      const { cpu } = await measure((i) => run(counted, i), 30, 3);
      return { cpu, statements: counter.statements / 33 };
    };
    await sameNamed(db, siteId, 'Small Name', 'small-name', 1);
    await sameNamed(db, siteId, 'Big Name', 'big-name', 1000);
    figures.push({
      name: 'a product under a name others have',
      small: await timed((d) => createProduct(d, siteId, product('Small Name'))),
      large: await timed((d) => createProduct(d, siteId, product('Big Name'))),
    });
    const once = await sameNamed(db, siteId, 'Once', 'once', 1);
    await sameNamed(db, siteId, 'Often (copy)', 'often-copy', 1000);
    const often = await createProduct(db, siteId, product('Often'));
    await createProduct(db, siteId, product('Once (copy)'));
    figures.push({
      name: 'a duplicate of a product copied before',
      small: await timed((d) => duplicateProduct(d, siteId, once)),
      large: await timed((d) => duplicateProduct(d, siteId, often.id)),
    });
    for (let i = 0; i < 200; i++)
      await createPage(db, siteId, { title: 'Crowded', navigation: '_hidden' } as Parameters<
        typeof createPage
      >[2]);
    await createPage(db, siteId, { title: 'Lonely', navigation: '_hidden' } as Parameters<
      typeof createPage
    >[2]);
    figures.push({
      name: 'a page under a title other pages have',
      small: await timed((d) => createPage(d, siteId, { title: 'Lonely', navigation: '_hidden' } as never)),
      large: await timed((d) => createPage(d, siteId, { title: 'Crowded', navigation: '_hidden' } as never)),
    });
    figures.push(await siteCreation(engine));
    const made = await Promise.allSettled(
      Array.from({ length: 20 }, () => createProduct(db, siteId, product('Race Apron'))),
    );
    const slugs = new Set(
      made.flatMap((m) => (m.status === 'fulfilled' ? [(m.value as { slug: string }).slug] : [])),
    );
    console.log(
      `${engine}: 20 products named "Race Apron" made at once: ${slugs.size} made, ${slugs.size} addresses (${[...slugs].slice(0, 4).join(', ')}, ...)`,
    );
    let ok = slugs.size === 20;
    for (const f of figures) {
      const ratio = f.large.cpu / f.small.cpu;
      ok &&= ratio <= GOAL;
      console.log(
        `  ${f.name}: ${micros(f.small.cpu)} and ${f.small.statements.toFixed(1)} statements, crowded ${micros(f.large.cpu)} and ${f.large.statements.toFixed(1)} statements (${ratio.toFixed(2)}×, goal <= ${GOAL})`,
      );
    }
    return { ok };
  } finally {
    await bench.close();
  }
}

/** Making a site, for an account with a role on one site, then on 1,000. */
async function siteCreation(engine: Engine): Promise<Figure> {
  const bench = await openBenchDatabase(engine);
  const counter = statementCounter();
  const app = await benchApp({ ...bench.database, db: bench.database.db.withPlugin(counter.plugin) });
  try {
    const { db } = bench.database;
    const one = await ownerSite(db, 'makerone');
    const many = await ownerSite(db, 'makermany');
    // A role (editor) on 1,000 more sites: the sites the account sees, none it owns.
    const sites = Array.from({ length: 1000 }, () => newId());
    const now = new Date().toISOString();
    const row = await db
      .selectFrom('websites')
      .selectAll()
      .where('id', '=', many.siteId)
      .executeTakeFirstOrThrow();
    await bulkInsert(
      db,
      'websites',
      sites.map((id, i) => ({ ...row, id, identifier: `other-${i}` })),
    );
    await bulkInsert(
      db,
      'contributors',
      sites.map((id) => ({ website_id: id, account_id: many.accountId, role: 2, created_at: now })),
    );
    const make = async (owner: { email: string }, prefix: string) => {
      const home = new InjectClient(app, 'localhost');
      await home.signIn(owner.email);
      let n = 0;
      // Each account may own 10 sites: 9 more each.
      return measure(
        async () => {
          const made = await home.request('POST', '/api/platform/sites', {
            title: `Made ${n}`,
            identifier: `${prefix}${n++}`,
            templateId: 'blank',
          });
          if (made.statusCode !== 201) throw new Error(`${made.statusCode} ${made.body}`);
        },
        8,
        1,
      );
    };
    counter.statements = 0;
    const small = await make(one, 'one');
    const smallStatements = counter.statements / 9;
    counter.statements = 0;
    const large = await make(many, 'many');
    return {
      name: 'a site, by an account with a role on 1,000 sites',
      small: { cpu: small.cpu, statements: smallStatements },
      large: { cpu: large.cpu, statements: counter.statements / 9 },
    };
  } finally {
    await app.close();
    await bench.close();
  }
}

/**
 * What each edit makes the page cache render again: every published page of a 40-page site is
 * asked for once (cached), the edit is made, and every page is asked for again; the lookups that
 * found nothing current are the pages rendered anew (a change reaches what it alters: the page, the
 * pages showing products, or every page; platform/tenancy/render-generation.ts); what each edit
 * needs is said beside it.
 */
async function renderGenerations(engine: Engine): Promise<void> {
  const bench = await openBenchDatabase(engine);
  const app = await benchApp(bench.database);
  try {
    const { db } = bench.database;
    const { host, email } = await ownerSite(db, 'generations', 'studio');
    const owner = new InjectClient(app, host);
    await owner.signIn(email);
    for (let i = 0; i < 34; i++) {
      const made = await owner.request('POST', '/api/config/pages', {
        title: `Note ${i}`,
        navigation: i < 4 ? 'main' : '_hidden',
      });
      if (made.statusCode !== 201) throw new Error(made.body);
    }
    await owner.request('POST', '/api/config/publish');
    const pages = (await owner.request('GET', '/api/config/pages')).json().pages as {
      id: string;
      path: string;
      title: string;
      navigation: string;
    }[];
    const visitor = new InjectClient(app, host);
    const wave = async () => {
      const before = app.pageCache.figures().misses;
      const started = process.cpuUsage();
      for (const page of pages) await visitor.request('GET', page.path);
      const used = process.cpuUsage(started);
      return { rendered: app.pageCache.figures().misses - before, cpu: used.user + used.system };
    };
    await wave();
    const quiet = await wave();
    const hidden = pages.find((p) => p.navigation === '_hidden')!;
    const inMenu = pages.find((p) => p.navigation === 'main' && p.path !== '/')!;
    const edits: [string, string, () => Promise<unknown>][] = [
      [
        'publish one page (not in the menu) with a new text',
        '1 (the page)',
        async () => {
          const draft = (await owner.request('GET', `/api/config/pages/${hidden.id}/draft`)).json();
          await owner.request('PUT', `/api/config/pages/${hidden.id}/draft`, {
            document: { sections: [{ id: newId(), blocks: [] }] },
            revision: draft.revision,
          });
          await owner.request('POST', `/api/config/pages/${hidden.id}/publish`);
        },
      ],
      [
        'rename one menu item (a page in the menu) and publish',
        `${pages.length} (the menu is on every page)`,
        async () => {
          await owner.request('PATCH', `/api/config/pages/${inMenu.id}`, {
            title: `${inMenu.title} renamed`,
          });
          await owner.request('POST', '/api/config/publish');
        },
      ],
      [
        'change a product’s price',
        'the store and product pages, and pages with a Product block (none here)',
        async () => {
          const made = await owner.request('POST', '/api/config/store/products', {
            productType: 1,
            name: 'Price Test',
            variants: [{ price: 1000, qtyInStock: 1 }],
          });
          return made;
        },
      ],
      [
        'add a draft page nobody sees yet',
        '0',
        () => owner.request('POST', '/api/config/pages', { title: 'Draft only', navigation: '_hidden' }),
      ],
    ];
    console.log(
      `${engine}: a site of ${pages.length} published pages, all cached (a second pass renders ${quiet.rendered})`,
    );
    for (const [what, needed, edit] of edits) {
      await edit();
      const { rendered, cpu } = await wave();
      console.log(`  ${what}: ${rendered} pages rendered again (${micros(cpu)} of CPU); needed: ${needed}`);
    }
  } finally {
    await app.close();
    await bench.close();
  }
}

export async function benchScaleWrites(engine: Engine): Promise<{ ok: boolean }> {
  const result = await constantWrites(engine);
  await renderGenerations(engine);
  console.log(`${engine}: ${result.ok ? 'OK' : 'ABOVE GOAL'}`);
  return result;
}
