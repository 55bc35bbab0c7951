import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';
import type { Job } from '#platform/jobs/job';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { markDay, markPassed, nextPassing, passedEvents, sitesBehindDay } from './events-clock.queries';

export const EVENTS_PASSED_JOB = 'events-passed';
/** The longest the clock sleeps: an event saved through another process is seen within this time. */
const MAX_WAIT_MS = 30_000;
const BATCH = 200;
/** Batches in one run at most; the next run goes on. */
const MAX_BATCHES = 20;

/**
 * What time does to an Events page: its lists, its month and Calendar blocks are cached pages
 * stamped with the catalogue generation (render/page-cache-key.ts), so moving it on renders them
 * afresh. The caller tells the site directory once its transaction committed.
 */
export const eventsTimeChanged = (db: Kysely<DB> | Transaction<DB>, siteId: string) =>
  bumpRenderGeneration(db, siteId, undefined, 'catalogue');

/**
 * Announces the events whose end has come: each by a conditional update, so of many processes one
 * does it, in the transaction that moves its site's cached event pages on (the event leaves the
 * upcoming list for the past one). Returns the sites whose pages changed.
 */
export async function announcePassedEvents(db: Kysely<DB>, now: Date): Promise<string[]> {
  const sites = new Set<string>();
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await passedEvents(db, now, BATCH);
    for (const event of due) {
      const won = await db.transaction().execute(async (trx) => {
        if (!(await markPassed(trx, event.id, now))) return false;
        await eventsTimeChanged(trx, event.website_id);
        return true;
      });
      if (won) sites.add(event.website_id);
    }
    if (due.length < BATCH) break;
  }
  return [...sites];
}

/**
 * Starts a new day on the calendars of every site with a published Events page: today's mark and,
 * on the first of a month, the current month move (days are UTC, as the calendars draw them). Each
 * site once a day, by a guarded upsert. Returns the sites whose pages changed.
 */
export async function announceNewDay(db: Kysely<DB>, now: Date): Promise<string[]> {
  const day = now.toISOString().slice(0, 10);
  const sites: string[] = [];
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const behind = await sitesBehindDay(db, day, BATCH);
    for (const { website_id: siteId } of behind) {
      const won = await db.transaction().execute(async (trx) => {
        if (!(await markDay(trx, siteId, day))) return false;
        await eventsTimeChanged(trx, siteId);
        return true;
      });
      if (won) sites.push(siteId);
    }
    if (behind.length < BATCH) break;
  }
  return sites;
}

/** The next midnight (UTC) after `now`. */
export const nextDayStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));

/**
 * The events' clock (src/jobs.ts): runs when the next published event ends and at each midnight
 * (and at most 30 seconds apart, so events saved through another process are found), with its time
 * from the job runner, so tests move the clock instead of waiting. `changed` tells the site
 * directory. Each process looks for a new day once a day; the guarded upsert lets one announce it.
 */
export function eventsPassedJob(db: Kysely<DB>, changed: (siteId: string) => void): Job {
  let dayDone = '';
  return {
    name: EVENTS_PASSED_JOB,
    every: MAX_WAIT_MS,
    next: async (now) => {
      const end = await nextPassing(db);
      const midnight = nextDayStart(now);
      return end && end < midnight ? end : midnight;
    },
    runAtStart: true,
    run: async ({ now, log }) => {
      const passed = await announcePassedEvents(db, now);
      const day = now.toISOString().slice(0, 10);
      const turned = day === dayDone ? [] : await announceNewDay(db, now);
      dayDone = day;
      const sites = new Set([...passed, ...turned]);
      for (const site of sites) changed(site);
      if (passed.length > 0) log.info({ sites: passed.length }, 'events ended');
      if (turned.length > 0) log.info({ sites: turned.length }, 'calendars turned to a new day');
    },
  };
}
