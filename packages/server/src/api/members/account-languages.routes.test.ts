import { memberAreaTextKey } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { confirmedMember, MEMBER_PASSWORD } from '#modules/members/members.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { bumpRenderGeneration } from '#platform/tenancy/render-generation';
import { insertSiteLanguages } from '#testing/rows';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';
import { follow, lastMailTo, mainOf, post } from './account.test-support';

const HOST = 'polyglot-a.localhost';
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

describeEachDatabase('the account page in each of the site’s languages', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let area = '';

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'polyglot-owner@example.com', 'polyglot-a');
    await owner.site.request('PATCH', '/api/config/site', { memberAccounts: true });
    await insertSiteLanguages(app.db, owner.siteId, [
      { tag: 'fr', published: true },
      { tag: 'de', published: false },
    ]);
    area = (
      await owner.site.request('POST', '/api/config/member-areas', {
        name: 'Studio members',
        welcomeText: 'Glad you are here.',
      })
    ).json().area.id;
    const texts = await owner.site.request('PATCH', '/api/multilingual/site-texts', {
      language: 'fr',
      texts: {
        [memberAreaTextKey(area, 'name')]: 'Membres de l’atelier',
        [memberAreaTextKey(area, 'welcome')]: 'Ravis de vous voir.',
      },
    });
    expect(texts.statusCode, texts.body).toBe(200);
    await bumpRenderGeneration(app.db, owner.siteId);
    app.sites.invalidate(owner.siteId);
  });
  afterAll(() => app.close());

  it('answers /fr/account in French, the member’s areas by their French names, never cached', async () => {
    const { client, id } = await confirmedMember(app, HOST, 'camille@example.com');
    await owner.site.request('PUT', `/api/config/members/${id}/areas/${area}`);
    const french = await client.request('GET', '/fr/account');
    expect(french.statusCode).toBe(200);
    expect(french.headers['cache-control']).toBe('private, no-store');
    expect(langOf(french.body)).toBe('fr');
    const main = mainOf(french.body);
    expect(main).toContain('<h1>Votre compte</h1>');
    expect(main).toContain('<li>Membres de l’atelier</li>');
    expect(main).toContain('Vos informations');
    expect(main).toContain('<input type="hidden" name="language" value="fr"/>');
    // The header's account link and the language switcher stay on the account page.
    expect(french.body).toContain('class="account-link" href="/fr/account"');
    expect(french.body).toContain('<a class="language-switcher__link" href="/account" hrefLang="en-US"');
    expect(french.body).toContain('<a class="language-switcher__link" href="/fr/account" hrefLang="fr"');
    const english = mainOf((await client.request('GET', '/account')).body);
    expect(english).toContain('<li>Studio members</li>');
    expect(english).not.toContain('name="language"');
  });

  it('sends each form back to the account page of the language it was sent from', async () => {
    const { client } = await confirmedMember(app, HOST, 'roundtrip@example.com');
    const saved = await follow(
      client,
      await post(client, '/account/name', { displayName: 'Cam', language: 'fr' }),
    );
    expect(saved.location).toBe('/fr/account?name-saved=1');
    expect(mainOf(saved.page.body)).toContain('Votre nom est enregistré.');
    const long = await post(client, '/account/name', { displayName: 'x'.repeat(101), language: 'fr' });
    expect(long.statusCode).toBe(400);
    expect(langOf(long.body)).toBe('fr');
    expect(mainOf(long.body)).toContain('Utilisez au plus 100 caractères.');
    const wrong = await post(client, '/account/password', {
      currentPassword: 'not it',
      newPassword: 'a long new password',
      language: 'fr',
    });
    expect(mainOf(wrong.body)).toContain('Le mot de passe actuel n’est pas correct.');
    const zip = await post(client, '/account/addresses', {
      name: 'Cam',
      line1: '1 Main St',
      city: 'Springfield',
      region: 'IL',
      postalCode: '1',
      country: 'US',
      language: 'fr',
    });
    expect(mainOf(zip.body)).toContain('Saisissez un code ZIP à 5 chiffres.');
    // A hidden or unknown language is the primary one's.
    for (const language of ['de', 'xx', ''])
      expect((await post(client, '/account/name', { displayName: 'Cam', language })).headers.location).toBe(
        '/account?name-saved=1',
      );
    const out = await post(client, '/account/sign-out', { language: 'fr' });
    expect(out.headers.location).toBe('/fr/account?signed-out=1');
    const signedIn = await post(client, '/account/sign-in', {
      email: 'roundtrip@example.com',
      password: MEMBER_PASSWORD,
      language: 'fr',
    });
    expect(signedIn.headers.location).toBe('/fr/account');
  });

  it('answers a hidden language’s or an unknown prefix’s account address with the not-found page', async () => {
    const visitor = new TestClient(app, HOST);
    for (const path of [
      '/de/account',
      '/de/account/reset',
      '/xx/account',
      '/de/account/email?token=abcdefghijkl',
    ]) {
      const missing = await visitor.request('GET', path);
      expect(missing.statusCode, path).toBe(404);
      expect(mainOf(missing.body), path).not.toContain('account-screen');
    }
    expect((await visitor.request('GET', '/fr/account/reset?token=abcdefghijkl')).statusCode).toBe(200);
  });

  it('links each mail to the account page in the language the visitor used', async () => {
    const visitor = new TestClient(app, HOST);
    await visitor.request('GET', '/fr/account');
    const email = 'mails@example.com';
    const signUp = await post(visitor, '/account/sign-up', {
      email,
      password: MEMBER_PASSWORD,
      language: 'fr',
    });
    expect(signUp.headers.location).toBe('/fr/account?signup=1&next=%2Ffr%2Faccount');
    const verify = await lastMailTo(app, email, 'member-verification');
    expect(verify.subject).toBe('Confirmez votre compte sur Site polyglot-a');
    expect((await visitor.request('GET', verify.path)).headers.location).toBe('/fr/account?verified=1');
    // A second sign-up tells the holder, with a link to their account page in French.
    await post(visitor, '/account/sign-up', { email, password: MEMBER_PASSWORD, language: 'fr' });
    expect((await lastMailTo(app, email, 'member-exists')).link).toBe(`http://${HOST}/fr/account`);
    // The reset link opens the French page asking for the new password, and comes back to it.
    await post(visitor, '/account/password-reset', { email, language: 'fr' });
    const reset = await lastMailTo(app, email, 'member-password-reset');
    expect(reset.link.startsWith(`http://${HOST}/fr/account/reset?token=`)).toBe(true);
    const opened = await visitor.request('GET', reset.path);
    expect(langOf(opened.body)).toBe('fr');
    expect(mainOf(opened.body)).toContain('Choisissez un nouveau mot de passe');
    const token = new URL(reset.link).searchParams.get('token')!;
    const done = await post(visitor, '/account/password-reset/complete', {
      token,
      password: 'a new french password',
      language: 'fr',
    });
    expect(done.headers.location).toBe('/fr/account?password=1');
    // The email-change link too.
    await post(visitor, '/account/sign-in', { email, password: 'a new french password', language: 'fr' });
    await post(visitor, '/account/email', {
      email: 'mails-new@example.com',
      password: 'a new french password',
      language: 'fr',
    });
    const change = await lastMailTo(app, 'mails-new@example.com', 'member-email-change');
    expect(change.subject).toBe('Confirmez votre nouvelle adresse e-mail sur Site polyglot-a');
    expect(change.link.startsWith(`http://${HOST}/fr/account/email?token=`)).toBe(true);
    expect((await new TestClient(app, HOST).request('GET', pathOf(change.link))).headers.location).toBe(
      '/fr/account?email-changed=1',
    );
    expect((await lastMailTo(app, email, 'member-email-changed')).text).toContain(
      'est désormais mails-new@example.com',
    );
  });

  it('names the area in the page’s language on the access screen and once joined', async () => {
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    const about = pages.find((page: { slug: string }) => page.slug === 'about').id;
    expect(
      (await owner.site.request('PATCH', `/api/config/pages/${about}`, { memberAreaId: area })).statusCode,
    ).toBe(200);
    const { client } = await confirmedMember(app, HOST, 'joiner@example.com');
    const denied = await client.request('GET', '/fr/about');
    expect(denied.statusCode).toBe(403);
    expect(mainOf(denied.body)).toContain('fait partie de Membres de l’atelier');
    expect(mainOf(denied.body)).toContain('Rejoindre Membres de l’atelier');
    expect(mainOf(denied.body)).toContain('<input type="hidden" name="language" value="fr"/>');
    const joined = await post(client, '/account/join', {
      areaId: area,
      next: '/fr/about',
      page: 'À propos',
      language: 'fr',
    });
    expect(joined.statusCode).toBe(200);
    expect(mainOf(joined.body)).toContain('Bienvenue dans Membres de l’atelier');
    expect(mainOf(joined.body)).toContain('<p class="account-screen__welcome">Ravis de vous voir.</p>');
    expect(mainOf(joined.body)).toContain('href="/fr/about"');
    const english = await post(client, '/account/join', { areaId: area, next: '/about', page: 'About' });
    expect(mainOf(english.body)).toContain('Welcome to Studio members');
    await owner.site.request('PATCH', `/api/config/pages/${about}`, { memberAreaId: null });
  });
});
