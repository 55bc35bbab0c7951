import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';
import type { Job } from '#platform/jobs/job';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { duePosts, markLive, nextDue } from './blog.queries';

export const POSTS_GO_LIVE_JOB = 'posts-go-live';
const MAX_WAIT_MS = 30_000;
const BATCH = 200;

/**
 * A change visitors see in a blog (a post saved, gone live or removed): the cached pages that show
 * items (store and blog screens, stamped with the catalogue generation: render/page-cache-key.ts)
 * are rendered afresh. The caller tells the site directory once its transaction committed.
 */
export const blogChanged = (db: Kysely<DB> | Transaction<DB>, siteId: string) =>
  bumpRenderGeneration(db, siteId, undefined, 'catalogue');

/**
 * Puts scheduled posts whose time has come live: each by a conditional update, so of many
 * processes one does it, in the transaction that moves its site's cached blog pages on. Returns
 * the sites whose pages changed.
 */
export async function announceDuePosts(db: Kysely<DB>, now: Date): Promise<string[]> {
  const sites = new Set<string>();
  for (const post of await duePosts(db, now, BATCH)) {
    const won = await db.transaction().execute(async (trx) => {
      if (!(await markLive(trx, post.id, now))) return false;
      await blogChanged(trx, post.website_id);
      return true;
    });
    if (won) sites.add(post.website_id);
  }
  return [...sites];
}

/**
 * The blogs' clock (src/jobs.ts): runs when the next scheduled post is due (and at most 30 seconds
 * apart, so times set through another process are found), with its time from the job runner, so
 * tests move the clock instead of waiting. `changed` tells the site directory.
 */
export function postsGoLiveJob(db: Kysely<DB>, changed: (siteId: string) => void): Job {
  return {
    name: POSTS_GO_LIVE_JOB,
    every: MAX_WAIT_MS,
    next: () => nextDue(db),
    runAtStart: true,
    run: async ({ now, log }) => {
      const sites = await announceDuePosts(db, now);
      for (const site of sites) changed(site);
      if (sites.length > 0) log.info({ sites: sites.length }, 'scheduled posts went live');
    },
  };
}
