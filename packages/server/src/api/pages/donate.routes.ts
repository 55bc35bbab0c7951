import { formatMoney, PageType } from '@atelier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DonationErrors } from '#modules/donations/donations.errors';
import { donationByOrder } from '#modules/donations/donations.queries';
import { DonateBody } from '#modules/donations/donations.schemas';
import { orderById } from '#modules/orders/orders.queries';
import { AppError } from '#platform/errors/app-error';
import { parseInput } from '#platform/errors/validation';
import { cartLocaleOf } from '#render/page-language';
import { sendScreen } from '#render/plain-page';
import { startDonation } from '#workflows/donations/donation-checkout.workflow';
import {
  checkedAmount,
  type DonationForm,
  donationFormOf,
  formChoices,
} from '#workflows/donations/donation-form';
import { validContributionToken } from '#workflows/donations/donation-links';

const Query = z.object({ donatePageId: z.string().max(100).optional() });
const Params = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) });

const baseUrl = (request: FastifyRequest, secure: boolean) =>
  `${secure ? 'https' : request.protocol}://${request.headers.host ?? ''}`;

/** The fields a form post may carry, as text, for showing them again. */
const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The donation checkout (spec 000 §2 `/checkout/donate?donatePageId={id}`, page type 203) and the
 * contribution confirmed page (204). `donatePageId` is the Donation block's own id; the cause, the
 * fund, the amounts and their bounds come from that published block, never from the request.
 * HTML form posts for the browser (no script needed) and the same steps as JSON.
 */
export async function donateRoutes(app: FastifyInstance): Promise<void> {
  const formOf = async (request: FastifyRequest): Promise<DonationForm> => {
    if (request.hostKind !== 'site' || !request.site) throw DonationErrors.formNotFound();
    const query = Query.safeParse(request.query);
    return donationFormOf(app.db, request.site.id, (query.success && query.data.donatePageId) || '');
  };

  const screen = (
    reply: FastifyReply,
    form: DonationForm,
    body: unknown,
    chosen: number | null,
    problem: { errors?: Record<string, string>; alert?: string; status?: number } = {},
  ) => {
    const choices = formChoices(form);
    const language = cartLocaleOf(reply.request.site!, field(body, 'language'));
    const view = {
      blockId: form.blockId,
      cause: form.settings.cause,
      fund: form.settings.fund ?? '',
      chosen: chosen === null ? null : { amount: chosen, formatted: choices.money(chosen) },
      suggested: choices.suggested,
      custom: choices.custom,
      frequency: form.settings.frequency,
      allowMessage: form.settings.allowMessage,
      values: {
        email: field(body, 'email'),
        name: field(body, 'name'),
        message: field(body, 'message'),
        customAmount: field(body, 'customAmount'),
      },
      errors: problem.errors ?? {},
      alert: problem.alert ?? '',
      language,
    };
    return sendScreen(reply, {
      title: 'Donate',
      view: { screen: 'donate', ...view },
      pageType: PageType.donate,
      status: problem.status ?? 200,
      locale: language,
    });
  };

  const unavailable = (reply: FastifyReply, error: AppError) =>
    sendScreen(reply, {
      title: 'Donate',
      view: { screen: 'product-missing' },
      pageType: PageType.donate,
      status: error.kind === 'conflict' ? 409 : 404,
    });

  /** Runs a step that may refuse: a form that is gone answers its page, a bad field shows the form again. */
  const step = async (
    request: FastifyRequest,
    reply: FastifyReply,
    run: (form: DonationForm) => Promise<FastifyReply>,
  ) => {
    let form: DonationForm;
    try {
      form = await formOf(request);
    } catch (error) {
      if (error instanceof AppError) return unavailable(reply, error);
      throw error;
    }
    try {
      return await run(form);
    } catch (error) {
      if (!(error instanceof AppError) || error.kind !== 'invalid') throw error;
      const chosen =
        error.fields?.amount || error.fields?.customAmount ? null : safeAmount(form, request.body);
      return screen(reply, form, request.body, chosen, {
        errors: error.fields ?? {},
        alert: error.message,
        status: 400,
      });
    }
  };

  const safeAmount = (form: DonationForm, body: unknown): number | null => {
    try {
      return checkedAmount(form, field(body, 'amount'), field(body, 'customAmount'));
    } catch {
      return null;
    }
  };

  // By the address alone: the visitor chooses the amount here.
  app.get('/checkout/donate', async (request, reply) =>
    step(request, reply, async (form) => screen(reply, form, {}, null)),
  );

  // From the block (the amount chosen: checked, then the donor's details) or from this page (pay).
  app.post('/checkout/donate', { config: { crumb: false } }, async (request, reply) =>
    step(request, reply, async (form) => {
      const body = parseInput(DonateBody, request.body);
      const amount = checkedAmount(form, body.amount, body.customAmount);
      if (field(request.body, 'step') !== 'pay') return screen(reply, form, request.body, amount);
      if (!body.email) throw DonationErrors.invalid({ email: 'Enter a valid email address.' });
      const started = await startDonation(
        app,
        { site: request.site!, baseUrl: baseUrl(request, app.config.secureCookies) },
        form,
        {
          amount,
          email: body.email,
          name: body.name ?? '',
          message: body.message ?? '',
          frequency: 'one-time',
          locale: cartLocaleOf(request.site!, body.language),
        },
      );
      return reply.redirect(started.redirectUrl, 303);
    }),
  );

  // The same as JSON: 201 with where to pay, 400 naming the field, 404 for a form that is gone.
  app.post('/api/commerce/donate', { config: { crumb: false } }, async (request, reply) => {
    const form = await formOf(request);
    const body = parseInput(DonateBody, request.body);
    const amount = checkedAmount(form, body.amount, body.customAmount);
    if (!body.email) throw DonationErrors.invalid({ email: 'Enter a valid email address.' });
    const started = await startDonation(
      app,
      { site: request.site!, baseUrl: baseUrl(request, app.config.secureCookies) },
      form,
      {
        amount,
        email: body.email,
        name: body.name ?? '',
        message: body.message ?? '',
        frequency: 'one-time',
        locale: cartLocaleOf(request.site!, body.language),
      },
    );
    reply.header('Cache-Control', 'private, no-store');
    return reply.status(201).send({
      donation: {
        id: started.donation.id,
        orderId: started.order.id,
        amount: started.donation.amount,
        currency: started.donation.currency,
        cause: started.donation.cause,
      },
      redirectUrl: started.redirectUrl,
    });
  });

  // Contribution confirmed (page type 204), behind the gift's signed link.
  app.get('/checkout/donate/confirmed/:id', async (request, reply) => {
    const params = Params.safeParse(request.params);
    const token = (request.query as Record<string, unknown>).token;
    if (!params.success || !request.site || !validContributionToken(app.secret, params.data.id, token))
      throw DonationErrors.notFound();
    const [order, donation] = await Promise.all([
      orderById(app.db, request.site.id, params.data.id),
      donationByOrder(app.db, params.data.id),
    ]);
    if (!order || !donation) throw DonationErrors.notFound();
    reply.header('Cache-Control', 'private, no-store');
    return sendScreen(reply, {
      title: 'Thank you',
      view: {
        screen: 'contribution-confirmed',
        cause: donation.cause,
        amount: formatMoney(donation.amount, donation.currency),
        email: donation.email,
        receipt: donation.status === 'pending' ? null : donation.receipt_number,
      },
      pageType: PageType.contributionConfirmed,
      locale: donation.locale,
    });
  });
}
