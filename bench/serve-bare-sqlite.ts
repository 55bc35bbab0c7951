// The write baseline: a bare node:http server with better-sqlite3 doing the same inserts into the
// same tables, with the same durability, as our server does for a form submission (a key, then the
// submission with its notification mail) or a page-view beacon (group commit: the rows of one
// event-loop turn in one transaction, each answered once it committed). It parses what it must to
// write the rows and checks nothing else: what our server does beyond this is our overhead.
//
// argv: mode ('forms' | 'beacons'), the app's SQLite file (copied, so both start from the same
// tables and rows), the demo site id.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { acceptProfileRequests } from './profile-hooks';

const [mode = 'forms', source = '', siteId = ''] = process.argv.slice(2);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-bare-'));
const file = path.join(dir, 'bare.sqlite');
const copy = new Database(source);
copy.prepare('VACUUM INTO ?').run(file);
copy.close();

const db = new Database(file);
// The pragmas of packages/server/src/db/database.ts.
db.pragma('journal_mode = WAL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newId = () => randomBytes(12).toString('hex');
const KEY_LIFETIME_MS = 3_600_000;

function readBody(request: http.IncomingMessage, done: (body: string) => void): void {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
}

function answer(response: http.ServerResponse, status: number, body?: string): void {
  if (body === undefined) {
    response.writeHead(status, { 'cache-control': 'no-store' });
    response.end();
    return;
  }
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

function formsHandler(): http.RequestListener {
  const insertKey = db.prepare(
    'insert into form_submission_keys (id, website_id, expires_at) values (?, ?, ?)',
  );
  const consumeKey = db.prepare(
    'delete from form_submission_keys where id = ? and website_id = ? and expires_at > ?',
  );
  const insertSubmission = db.prepare(
    `insert into form_submissions (id, website_id, form_id, kind, page_id, page_path, page_title, form_title,
       field_values, field_snapshot, search_text, read, created_at) values (?, ?, ?, 'form', ?, ?, ?, '', ?, '[]', ?, 0, ?)`,
  );
  const ownerEmail = db.prepare(
    `select accounts.email from contributors join accounts on accounts.id = contributors.account_id
     where contributors.website_id = ? and contributors.role = 1 order by contributors.created_at limit 1`,
  );
  const insertMail = db.prepare(
    `insert into mail_messages (id, website_id, "to", reply_to, subject, text, html, kind, status, attempts,
       last_error, next_attempt_at, created_at, sent_at) values (?, ?, ?, null, ?, ?, null, 'form-notification', 'outbox', 0, null, null, ?, null)`,
  );
  const store = db.transaction((body: Record<string, unknown>, now: string) => {
    const values = JSON.stringify(body.form ?? {});
    insertSubmission.run(
      newId(),
      siteId,
      String(body.formId),
      String(body.pageId),
      String(body.pagePath),
      String(body.pageTitle),
      values,
      values.toLowerCase(),
      now,
    );
    const owner = ownerEmail.get(siteId) as { email: string } | undefined;
    insertMail.run(newId(), siteId, owner?.email ?? '', 'New form submission', values, now);
  });
  return (request, response) => {
    readBody(request, (text) => {
      const now = new Date();
      if (request.url === '/api/form/FormSubmissionKey') {
        const key = randomBytes(24).toString('base64url');
        insertKey.run(
          sha256(`form-key|${key}`),
          siteId,
          new Date(now.getTime() + KEY_LIFETIME_MS).toISOString(),
        );
        return answer(response, 200, JSON.stringify({ key }));
      }
      const body = JSON.parse(text) as Record<string, unknown>;
      const consumed = consumeKey.run(sha256(`form-key|${String(body.key)}`), siteId, now.toISOString());
      if (consumed.changes !== 1) return answer(response, 400, '{"success":false}');
      store(body, now.toISOString());
      answer(response, 200, '{"success":true}');
    });
  };
}

function beaconsHandler(): http.RequestListener {
  const insertEvent = db.prepare(
    `insert into analytics_events (id, website_id, kind, created_at, day, visitor_id, new_visit, path, referrer,
       source, campaign, subcampaign, channel, variation, device, screen, form_id, button_text, button_url, message, data)
     values (?, ?, 1, ?, ?, ?, ?, ?, ?, null, null, null, null, null, null, ?, null, null, null, null, ?)`,
  );
  type Waiting = { row: unknown[]; response: http.ServerResponse };
  let queue: Waiting[] = [];
  let scheduled = false;
  const commit = db.transaction((rows: Waiting[]) => {
    for (const { row } of rows) insertEvent.run(...row);
  });
  const flush = () => {
    scheduled = false;
    const batch = queue;
    queue = [];
    commit(batch);
    for (const { response } of batch) answer(response, 204);
  };
  return (request, response) => {
    readBody(request, (text) => {
      const form = new URLSearchParams(text);
      const data = JSON.parse(form.get('data') ?? '{}') as Record<string, unknown>;
      const now = new Date();
      const createdAt = now.toISOString();
      const { visitorCookie: _cookie, ...kept } = data;
      queue.push({
        row: [
          newId(),
          siteId,
          createdAt,
          createdAt.slice(0, 10),
          sha256(String(form.get('ss_cvr') ?? '')).slice(0, 32),
          0,
          String(data.pagePath ?? ''),
          null,
          `${data.screenWidth}x${data.screenHeight}`,
          JSON.stringify(kept),
        ],
        response,
      });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
  };
}

const server = http.createServer(mode === 'beacons' ? beaconsHandler() : formsHandler());
acceptProfileRequests();
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('disconnect', () => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
