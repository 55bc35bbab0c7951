import { formMessages } from '@atelier/domain';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TEST_SECRET } from '#testing/test-app';
import { CAPTCHA_LIFETIME_SECONDS, FormCaptcha } from './form-captcha';
import {
  contactValues,
  easyCaptcha,
  formBlock,
  newId,
  pageFields,
  pageWithBlocks,
  Visitor,
} from './forms.test-support';

easyCaptcha();

describeEachDatabase('form captcha', (database) => {
  let app: FastifyInstance;
  const host = 'captcha-site.localhost';
  const captchaFormId = newId();
  let pageId: string;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    const owner = await ownerWithSite(app, 'captcha-owner@example.com', 'captcha-site');
    pageId = await pageWithBlocks(owner.site, 'ask-us', [formBlock(captchaFormId, { captcha: true })]);
  });
  afterAll(() => app.close());

  const payload = () => ({ ...pageFields(captchaFormId, pageId), form: contactValues() });

  it('serves signed challenges that expire', async () => {
    const response = await new Visitor(app, host).inject('GET', '/api/form/captcha-challenge');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge.signature).toMatch(/^[0-9a-f]+$/);
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
    expect(challenge.parameters.expiresAt * 1000).toBeLessThanOrEqual(Date.now() + 10 * 60 * 1000 + 1000);
  });

  it('requires a solved captcha, accepts a solution once, and refuses forged ones', async () => {
    const visitor = new Visitor(app, host);
    const missing = await visitor.save(payload());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: formMessages.captchaRequired,
      code: 'forms.captcha_required',
    });
    for (const captchaKey of ['garbage', Buffer.from('{"challenge":1}').toString('base64'), 42]) {
      const response = await visitor.save({ ...payload(), captchaKey });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(formMessages.captchaRequired);
    }
    const proof = await visitor.captchaProof();
    const forged = JSON.parse(Buffer.from(proof, 'base64').toString());
    forged.solution.derivedKey = forged.solution.derivedKey.replace(/^./, (c: string) =>
      c === '0' ? '1' : '0',
    );
    const tampered = await visitor.save({
      ...payload(),
      captchaKey: Buffer.from(JSON.stringify(forged)).toString('base64'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await visitor.save({ ...payload(), captchaKey: proof })).statusCode).toBe(200);
    const replayed = await visitor.save({ ...payload(), captchaKey: proof });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error).toBe(formMessages.captchaRequired);
  });

  it('accepts a replayed solution only once even when the requests race', async () => {
    const proof = await new Visitor(app, host).captchaProof();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => new Visitor(app, host).save({ ...payload(), captchaKey: proof })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('refuses a solution to an expired challenge, or to one signed with another secret', async () => {
    const solve = async (captcha: FormCaptcha, now: number) => {
      const challenge = await captcha.challenge(now);
      const solution = await solveChallenge({ challenge, deriveKey });
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    };
    const ours = new FormCaptcha(TEST_SECRET);
    const late = await solve(ours, Date.now() - (CAPTCHA_LIFETIME_SECONDS + 5) * 1000);
    expect(await ours.accept(app.db, late)).toBe(false);
    const foreign = await solve(new FormCaptcha('another secret'), Date.now());
    expect(await ours.accept(app.db, foreign)).toBe(false);
    expect(await ours.accept(app.db, await solve(ours, Date.now()))).toBe(true);
  });
});
