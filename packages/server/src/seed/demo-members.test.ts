import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, TestClient } from '#testing/test-app';
import { DEMO_IDENTIFIER, seedDemo } from './demo';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from './demo-members';

const HOST = `${DEMO_IDENTIFIER}.localhost`;
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describeEachDatabase('the demo site’s members', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    await seedDemo(app);
  });
  afterAll(() => app.close());

  it('keeps Members’ notes for the demo member, in the menu, and offers everyone else the way in', async () => {
    const visitor = new TestClient(app, HOST);
    const home = await visitor.request('GET', '/');
    expect(home.body).toContain('href="/members-notes"');
    expect(home.body).toContain('<a class="account-link" href="/account">Account</a>');
    const denied = await visitor.request('GET', '/members-notes');
    expect(denied.statusCode).toBe(401);
    expect(mainOf(denied.body)).toContain(
      'Members’ notes is in Studio members, which only its members can see.',
    );
    const french = await visitor.request('GET', '/fr/notes-des-membres');
    expect(french.statusCode).toBe(401);
    expect(mainOf(french.body)).toContain('Cette page est réservée aux membres');
    expect(mainOf(french.body)).toContain('Notes des membres fait partie de Membres de l’atelier');

    const member = new TestClient(app, HOST);
    await member.request('GET', '/api/auth/session');
    const signedIn = await member.request('POST', '/api/site-users/account/session', {
      email: DEMO_MEMBER_EMAIL,
      password: DEMO_MEMBER_PASSWORD,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const notes = await member.request('GET', '/members-notes');
    expect(notes.statusCode).toBe(200);
    expect(mainOf(notes.body)).toContain('This month: the river-green glaze at cone 6');
  });

  it('offers the area on the About page: a join form leading to Members’ notes, in each language', async () => {
    const visitor = new TestClient(app, HOST);
    const about = mainOf((await visitor.request('GET', '/about')).body);
    expect(about).toContain('data-block-type="67"');
    expect(about).toContain('action="/account/join"');
    expect(about).toContain('<input type="hidden" name="next" value="/members-notes"/>');
    expect(about).toContain('Join Studio members');
    expect(about).toContain('Welcome to the studio. New notes every month.');
    const french = mainOf((await visitor.request('GET', '/fr/a-propos')).body);
    expect(french).toContain('<input type="hidden" name="next" value="/fr/notes-des-membres"/>');
    // The button and the sign-in link speak French; the area's name is a site text of its own.
    expect(french).toMatch(/<button type="submit" class="button">Rejoindre [^<]+<\/button>/);
    expect(french).toContain('Déjà membre ? Connectez-vous');
  });
});
