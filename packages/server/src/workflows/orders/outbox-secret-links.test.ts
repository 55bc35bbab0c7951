import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetMail, verificationMail } from '#modules/auth/account-mail';
import { invitationMail } from '#modules/contributors/invitation-mail';
import { signInvitation } from '#modules/contributors/invitations.service';
import { memberMail } from '#modules/members/member-mail';
import { signUpThroughService } from '#modules/newsletter/newsletter.test-support';
import { confirmationMail, newsletterLinks } from '#modules/newsletter/newsletter-mail';
import { downloadPath, orderStatusPath } from '#modules/orders/order-links';
import {
  autoRefundMail,
  newOrderMail,
  orderConfirmationMail,
  orderShippedMail,
  refundMail,
} from '#modules/orders/order-mail';
import type { OrderJson } from '#modules/orders/orders.model';
import {
  isSecretLink,
  LINK_REMOVED,
  redactSecretLinks,
  redactSecretLinksInHtml,
} from '#modules/outbox/secret-links';
import { describeEachDatabase } from '#platform/db/test-databases';
import { randomToken } from '#platform/security/tokens';
import { createMediaTestApp, upload } from '#testing/media.test-support';
import { ownerWithSite } from '#testing/test-app';
import { Shopper } from '#workflows/checkout/store.test-support';

const SECRET = 'a-server-secret';
const BASE = 'http://shop.localhost:3000';
const ORDER_ID = 'c'.repeat(24);
const DOWNLOAD_ID = 'd'.repeat(24);

// The fields the order mails read; the rest of an order does not reach them.
const order = {
  number: 1042,
  email: 'ada@example.com',
  trackingNumber: null,
  discount: 0,
  tax: 0,
  shippingOption: null,
  formatted: { subtotal: '$15.00', total: '$15.00', discount: '$0.00', shipping: '$0.00', tax: '$0.00' },
  lines: [{ quantity: 1, name: 'Glaze Recipe Book (PDF)', options: '', amountFormatted: '$15.00' }],
} as unknown as OrderJson;
const site = { title: 'Riverside Studio', statusUrl: `${BASE}${orderStatusPath(SECRET, ORDER_ID)}` };
const download = {
  fileName: 'Riverside Glaze Recipes.pdf',
  url: `${BASE}${downloadPath(SECRET, DOWNLOAD_ID)}`,
  limit: 5,
  expiresAt: '2030-01-08T00:00:00.000Z',
};

/** The credentials a link carries: every value of a query or fragment parameter. */
const credentialsIn = (link: string) => {
  const url = new URL(link);
  return [...url.searchParams.values(), ...new URLSearchParams(url.hash.slice(1)).values()];
};

/** Each mail that carries a link only its recipient may use, built by its own builder. */
const mailsWithSecrets = (): {
  name: string;
  text: string;
  html?: string;
  links: string[];
  kept: string;
}[] => {
  const invitation = `${BASE}/config/?invitation=${encodeURIComponent(
    signInvitation(SECRET, 'e'.repeat(24), new Date('2030-01-08T00:00:00Z')),
  )}`;
  const verify = `http://localhost:3000/api/auth/verify?token=${encodeURIComponent(randomToken())}`;
  const reset = `http://localhost:3000/?reset=${encodeURIComponent(randomToken())}`;
  const memberVerify = `http://shop.localhost:3000/api/site-users/account/verify?token=${encodeURIComponent(randomToken())}`;
  const memberReset = `http://shop.localhost:3000/account/reset?token=${encodeURIComponent(randomToken())}`;
  const letter = newsletterLinks(BASE, randomToken(), randomToken());
  return [
    {
      name: 'order confirmation with a download',
      ...orderConfirmationMail(order, site, [download]),
      links: [download.url, site.statusUrl],
      kept: 'Riverside Glaze Recipes.pdf',
    },
    {
      name: 'order shipped',
      ...orderShippedMail(order, site),
      links: [site.statusUrl],
      kept: 'has been fulfilled',
    },
    {
      name: 'refund',
      ...refundMail(order, site, '$15.00'),
      links: [site.statusUrl],
      kept: 'refunded $15.00',
    },
    { name: 'automatic refund', ...autoRefundMail(order, site), links: [site.statusUrl], kept: 'sold out' },
    {
      name: 'contributor invitation',
      ...invitationMail({ siteTitle: 'Riverside Studio', roleName: 'admin', link: invitation }),
      links: [invitation],
      kept: 'as admin',
    },
    {
      name: 'newsletter confirmation',
      ...confirmationMail('Riverside Studio', letter),
      links: [letter.confirmUrl, letter.unsubscribeUrl],
      kept: 'Riverside Studio',
    },
    {
      name: 'sign-up confirmation',
      ...verificationMail(verify),
      links: [verify],
      kept: 'Welcome to Atelier.',
    },
    {
      name: 'password reset',
      ...passwordResetMail(reset),
      links: [reset],
      kept: 'Choose a new password here:',
    },
    {
      name: 'site member’s confirmation',
      ...memberMail('verify', 'en', 'Riverside Studio', memberVerify),
      links: [memberVerify],
      kept: 'Welcome to Riverside Studio.',
    },
    {
      name: 'site member’s password reset',
      ...memberMail('reset', 'fr', 'Riverside Studio', memberReset),
      links: [memberReset],
      kept: 'Choisissez-en un nouveau ici :',
    },
  ];
};

describe('each mail with a link only its recipient may use, as the outbox shows it', () => {
  it.each(mailsWithSecrets().map((mail) => [mail.name, mail] as const))(
    'removes every credential from the %s and keeps it readable',
    (_name, mail) => {
      const text = redactSecretLinks(mail.text);
      const html = mail.html === undefined ? undefined : redactSecretLinksInHtml(mail.html);
      for (const link of mail.links) {
        expect(mail.text).toContain(link);
        expect(isSecretLink(link)).toBe(true);
        for (const credential of credentialsIn(link)) {
          expect(text).not.toContain(credential);
          expect(text).not.toContain(encodeURIComponent(credential));
          if (html !== undefined) {
            expect(html).not.toContain(credential);
            expect(html).not.toContain(encodeURIComponent(credential));
          }
        }
      }
      expect(text).toContain(mail.kept);
      // Only the links went: the text around them is the mail's own.
      expect(text).toBe(mail.links.reduce((all, link) => all.replaceAll(link, LINK_REMOVED), mail.text));
      if (html !== undefined) {
        expect(html).toContain(LINK_REMOVED);
        expect(html).not.toMatch(/href=/);
      }
    },
  );

  it('keeps the order mail to the owner, which carries no secret link, as it is', () => {
    const mail = newOrderMail(order, site);
    expect(redactSecretLinks(mail.text)).toBe(mail.text);
  });
});

describeEachDatabase('the outbox shows no link only the recipient may use', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'outbox-links.localhost';

  beforeAll(async () => {
    ({ app, close } = await createMediaTestApp(database.current));
    owner = await ownerWithSite(app, 'outbox-links@example.com', 'outbox-links');
  });
  afterAll(() => close());

  /** The mail as the outbox shows it, and as it is stored for sending. */
  const shownAndStored = async (kind: string, to: string) => {
    const { messages } = (await owner.site.request('GET', '/api/config/outbox')).json();
    const summary = messages.find((m: { kind: string; to: string }) => m.kind === kind && m.to === to);
    expect(summary, `${kind} to ${to}`).toBeDefined();
    const shown = await owner.site.request('GET', `/api/config/outbox/${summary.id}`);
    expect(shown.statusCode).toBe(200);
    const stored = await app.db
      .selectFrom('mail_messages')
      .select(['text', 'html'])
      .where('id', '=', summary.id)
      .executeTakeFirstOrThrow();
    return { shown: shown.json().message as { text: string; html: string | null }, stored };
  };

  it('removes a customer’s download and order links, which the mail itself keeps', async () => {
    const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_000, 7), Buffer.from('\n%%EOF\n')]);
    const file = await upload(app, owner.site, 'Recipes.pdf', PDF);
    expect(file.statusCode, file.body).toBe(201);
    const made = await owner.site.request('POST', '/api/config/store/products', {
      productType: 2,
      name: 'Recipe Book',
      variants: [{ price: 1500 }],
      workflow: 'published',
      digitalFile: { mediaId: file.json().item.id },
    });
    expect(made.statusCode, made.body).toBe(201);
    const shopper = await new Shopper(app, host).start();
    await shopper.buy(made.json().product.variants[0].id);

    const { shown, stored } = await shownAndStored('order-confirmation', 'ada@example.com');
    const download = stored.text.match(/http:\/\/\S+\/commerce\/downloads\/\S+/)?.[0];
    const status = stored.text.match(/http:\/\/\S+\/commerce\/orders\/\S+/)?.[0];
    expect(download).toBeDefined();
    expect(status).toBeDefined();
    expect(shown.text).not.toContain('token=');
    expect(shown.text).toBe(stored.text.replace(download!, LINK_REMOVED).replace(status!, LINK_REMOVED));
    expect(shown.text).toContain('Recipes.pdf');
    // Reading the outbox spent none of the customer's downloads, and the link still works.
    expect(
      (await shopper.request('GET', new URL(download!).pathname + new URL(download!).search)).statusCode,
    ).toBe(200);
  });

  it('removes an invitation link, which would open an account for the invited address', async () => {
    const invited = await owner.site.request('POST', '/api/config/invitations', {
      email: 'new.admin@example.com',
      role: 1,
    });
    expect(invited.statusCode).toBe(201);
    const { shown, stored } = await shownAndStored('contributor-invitation', 'new.admin@example.com');
    expect(stored.text).toMatch(/\/config\/\?invitation=\S+/);
    expect(shown.text).not.toContain('invitation=');
    expect(shown.text).toContain(
      `Accept the invitation here; you can sign in, or create an account with this email address:\n${LINK_REMOVED}`,
    );
  });

  it('removes the newsletter’s confirm and unsubscribe links from the text and the html', async () => {
    await signUpThroughService(app, owner.siteId, host)('reader@example.com');
    const { shown, stored } = await shownAndStored('newsletter-confirmation', 'reader@example.com');
    expect(stored.text).toMatch(/\/api\/newsletter\/confirm\?token=/);
    expect(stored.html).toMatch(/href="http:\/\/outbox-links\.localhost\/api\/newsletter\/confirm\?token=/);
    for (const body of [shown.text, shown.html!]) {
      expect(body).not.toContain('token=');
      expect(body).toContain(LINK_REMOVED);
    }
    expect(shown.html).not.toContain('href=');
    expect(shown.text).toContain(
      'Someone, hopefully you, asked to receive the newsletter of Site outbox-links',
    );
  });
});
