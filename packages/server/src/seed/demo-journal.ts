import { emptyDocument, type ProseMirrorNode, paragraphDoc } from '@atelier/domain';
import type { Kysely } from 'kysely';
import type { CreatePost } from '#modules/blog/blog.schemas';
import { createPost } from '#modules/blog/blog.service';
import { createPage } from '#modules/pages/pages.service';
import { publishOnePage } from '#modules/pages/site-publish.service';
import type { DB } from '#platform/db/schema';

const DAY = 86_400_000;

const MARA = {
  authorName: 'Mara Lind',
  authorBio: 'Mara founded the studio in 2014 and still throws most of the tableware sold in the shop.',
};
const TOMAS = {
  authorName: 'Tomás Reyes',
  authorBio: 'Tomás teaches the evening wheel classes and looks after the kilns.',
};

/** The Journal's posts, oldest first: days before the seed (negative: days ahead, scheduled). */
export const DEMO_POSTS: readonly (Omit<
  CreatePost,
  'status' | 'publishAt' | 'slug' | 'featuredMediaId' | 'body'
> & {
  body: ProseMirrorNode;
  daysAgo: number;
})[] = [
  {
    title: 'Why we fire twice',
    daysAgo: 40,
    ...MARA,
    excerpt: 'Bisque first, glaze second: what each firing does to the clay, and why we never skip one.',
    body: paragraphDoc(
      'Every piece leaves the studio after two firings. The first, the bisque, turns dry clay into something hard enough to handle and porous enough to take glaze.',
      'The second melts the glaze into glass. Skipping the first saves a day and loses half the pieces, so we never do.',
    ),
    tags: ['Kiln', 'Process'],
    categories: ['Studio notes'],
  },
  {
    title: 'A new glaze: river slate',
    daysAgo: 28,
    ...TOMAS,
    excerpt: 'Six months of test tiles ended in a grey-blue glaze that breaks brown on the edges.',
    body: paragraphDoc(
      'River slate started as a mistake: a tile left too long in the kiln came out the colour of wet stones.',
      'It is now on the mugs and the serving bowls in the shop.',
    ),
    tags: ['Glaze', 'New in the shop'],
    categories: ['Studio notes'],
  },
  {
    title: 'What to expect at your first class',
    daysAgo: 16,
    ...TOMAS,
    excerpt: 'Aprons, clay under the nails and a wobbly first bowl: a beginner’s evening, hour by hour.',
    body: paragraphDoc(
      'Wear clothes you do not mind getting dirty; we lend aprons. The first hour is centring clay on the wheel, which is harder than it looks.',
      'By the end of the evening most people have a small bowl. It will be fired and ready three weeks later.',
    ),
    tags: ['Classes', 'Beginners'],
    categories: ['Classes'],
  },
  {
    title: 'Relining the big kiln',
    daysAgo: 7,
    ...MARA,
    excerpt: 'The bricks of our largest kiln are wearing out. Here is what relining it takes.',
    body: paragraphDoc(
      'After ten years and some eight hundred firings, the soft bricks of the big kiln crumble at a touch.',
      'Relining it takes two weeks and new bricks from the only maker left in the country. The kiln fund pays for it.',
    ),
    tags: ['Kiln'],
    categories: ['Studio notes'],
  },
  {
    title: 'Open studio weekend',
    daysAgo: 2,
    ...MARA,
    excerpt: 'Come and see the wheels, the glaze room and the kilns, and try the clay yourself.',
    body: paragraphDoc(
      'For one weekend the studio is open to everyone: demonstrations every hour, a table of seconds at half price, and a wheel free to try.',
    ),
    tags: ['Events', 'Classes'],
    categories: ['News'],
  },
  {
    title: 'Winter class timetable',
    daysAgo: -7,
    ...TOMAS,
    excerpt: 'The winter term’s evening and weekend classes, with two new glazing workshops.',
    body: paragraphDoc(
      'The winter timetable goes live next week, with places for the evening wheel classes and two glazing workshops.',
    ),
    tags: ['Classes'],
    categories: ['Classes'],
  },
];

/**
 * The demo's Journal: a blog page in the menu with six posts by two authors, tagged and
 * categorised, the last scheduled a week ahead (the posts-go-live job puts it live). Run before the
 * languages, which publish the live pages again.
 */
export async function addDemoJournal(db: Kysely<DB>, siteId: string, now = new Date()): Promise<void> {
  const blog = await createPage(
    db,
    siteId,
    { kind: 'blog', title: 'Journal', slug: 'journal', navigation: 'main' },
    emptyDocument(),
  );
  await publishOnePage(db, siteId, blog.id, null);
  for (const { daysAgo, body, ...post } of DEMO_POSTS) {
    const at = new Date(now.getTime() - daysAgo * DAY);
    await createPost(
      db,
      siteId,
      blog.id,
      {
        ...post,
        body: body as CreatePost['body'],
        featuredMediaId: null,
        status: daysAgo < 0 ? 'scheduled' : 'published',
        publishAt: at.toISOString(),
        slug: undefined,
      },
      { canPublish: true, now: daysAgo < 0 ? now : at },
    );
  }
}
