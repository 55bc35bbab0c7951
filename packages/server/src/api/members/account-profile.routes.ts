import type { FastifyInstance } from 'fastify';
import { MemberEmailChange, MemberNameChange, MemberPasswordChange } from '#modules/members/members.schemas';
import { changeMemberName, changeMemberPassword } from '#modules/members/members.service';
import { parseInput } from '#platform/errors/validation';
import { pageLanguageOf } from '#render/page-language';
import { type AccountPages, str } from './account-page';

/**
 * The signed-in member's details on the account page: their name, their password (after the
 * current one; the other sessions end, this one stays) and their email address (a link mailed to
 * the new one moves the account there, `GET /account/email?token=`). Plain forms, 303 back to the
 * account page of the form's language; an error is shown beside its form with what was typed.
 */
export async function accountProfileRoutes(app: FastifyInstance, pages: AccountPages): Promise<void> {
  const { steps, memberStep, backTo } = pages;
  const form = { config: { crumb: false } };

  app.post('/account/name', form, async (request, reply) =>
    memberStep(
      request,
      reply,
      'name',
      async (site, signedIn, fields) => {
        const input = parseInput(MemberNameChange, { displayName: str(fields.displayName) });
        await changeMemberName(app.db, site.id, signedIn.member.id, input.displayName);
        return backTo(request, reply, 'name-saved=1');
      },
      (fields) => ({ values: { email: '', displayName: str(fields.displayName).slice(0, 200) } }),
    ),
  );

  app.post('/account/password', form, async (request, reply) =>
    memberStep(request, reply, 'password', async (site, signedIn, fields) => {
      const input = parseInput(MemberPasswordChange, {
        currentPassword: str(fields.currentPassword),
        newPassword: str(fields.newPassword),
      });
      await steps.checkPassword(request, site, signedIn.member, input.currentPassword);
      await changeMemberPassword(
        app.db,
        site.id,
        { memberId: signedIn.member.id, sessionId: signedIn.sessionId },
        input.newPassword,
      );
      return backTo(request, reply, 'password-saved=1');
    }),
  );

  // The same answer whether or not the new address has an account on the site.
  app.post('/account/email', form, async (request, reply) =>
    memberStep(
      request,
      reply,
      'email',
      async (site, signedIn, fields) => {
        const input = parseInput(MemberEmailChange, {
          email: str(fields.email),
          password: str(fields.password),
        });
        await steps.requestEmailChange(request, site, signedIn.member, input, pageLanguageOf(request));
        return backTo(request, reply, 'email-sent=1');
      },
      (fields) => ({ values: { email: str(fields.email).slice(0, 256), displayName: '' } }),
    ),
  );

  app.get('/account/email', async (request, reply) => pages.followEmailLink(request, reply));
}
