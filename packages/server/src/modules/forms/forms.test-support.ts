import { randomBytes } from 'node:crypto';
import type { FormBlockSettings, FormField, NewsletterBlockSettings } from '@atelier/domain';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { injectAs } from '#testing/inject-as';
import type { TestClient } from '#testing/test-app';
import { CAPTCHA_DIFFICULTY } from './form-captcha';
import { FORM_BLOCK_TYPE, NEWSLETTER_BLOCK_TYPE } from './form-directory';

/** Solving a challenge of the real difficulty takes a browser about a second; tests need none. */
export function easyCaptcha(): void {
  CAPTCHA_DIFFICULTY.cost = 1;
  CAPTCHA_DIFFICULTY.counterMin = 1;
  CAPTCHA_DIFFICULTY.counterMax = 40;
}

export const newId = (): string => randomBytes(12).toString('hex');

export const CONTACT_FIELDS: FormField[] = [
  { id: 'name-1a2b3c4d', type: 'name', title: 'Name', required: true },
  { id: 'email-1a2b3c4d', type: 'email', title: 'Email', required: true },
  { id: 'intro-1a2b3c4d', type: 'section', title: 'About you' },
  { id: 'topic-1a2b3c4d', type: 'select', title: 'Topic', options: ['Sales', 'Support'] },
  { id: 'message-1a2b3c4d', type: 'textarea', title: 'Message', maxLength: 200 },
  { id: 'rating-1a2b3c4d', type: 'likert', title: 'Service', options: ['Fast', 'Friendly'] },
  { id: 'source-1a2b3c4d', type: 'hidden', title: '', key: 'utm_source', value: 'direct' },
];

/** A valid `form` for CONTACT_FIELDS. */
export const contactValues = (first = 'Ada') => ({
  'name-1a2b3c4d': [first, 'Lovelace'],
  'email-1a2b3c4d': 'ada@example.com',
  'topic-1a2b3c4d': 'Support',
  'message-1a2b3c4d': 'Hello there',
  'rating-1a2b3c4d': { Fast: ['2'], Friendly: ['1'] },
});

export function formBlock(formId: string, overrides: Partial<FormBlockSettings> = {}) {
  const settings: FormBlockSettings = {
    formId,
    title: 'Contact us',
    fields: CONTACT_FIELDS,
    submitButtonText: 'Send',
    postSubmit: { kind: 'message', message: 'Thanks, we will be in touch.' },
    captcha: false,
    ...overrides,
  };
  return { type: FORM_BLOCK_TYPE, settings };
}

export function newsletterBlock(formId: string, overrides: Partial<NewsletterBlockSettings> = {}) {
  const settings: NewsletterBlockSettings = {
    formId,
    title: 'Our letter',
    placeholder: 'you@example.com',
    buttonText: 'Sign up',
    successMessage: 'Check your inbox.',
    captcha: false,
    ...overrides,
  };
  return { type: NEWSLETTER_BLOCK_TYPE, settings };
}

/** Creates a page holding `blocks`, saves it and, unless told not to, publishes it. */
export async function pageWithBlocks(
  owner: TestClient,
  slug: string,
  blocks: { type: number; settings: object }[],
  publish = true,
): Promise<string> {
  const created = await owner.request('POST', '/api/config/pages', { title: `Page ${slug}`, slug });
  expect(created.statusCode, created.body).toBe(201);
  const pageId = created.json().page.id as string;
  const draft = (await owner.request('GET', `/api/config/pages/${pageId}/draft`)).json();
  const document = {
    sections: [{ id: newId(), blocks: blocks.map((block) => ({ id: newId(), ...block })) }],
  };
  const saved = await owner.request('PUT', `/api/config/pages/${pageId}/draft`, {
    document,
    revision: draft.revision,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (publish) {
    const published = await owner.request('POST', `/api/config/pages/${pageId}/publish`);
    expect(published.statusCode, published.body).toBe(200);
  }
  return pageId;
}

let nextAddress = 1;
/** A client address no other test uses, so rate limits stay per test. */
export const freshAddress = (): string => {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

/** A visitor of a site host, from one client address. */
export class Visitor {
  constructor(
    private readonly app: FastifyInstance,
    readonly host: string,
    readonly address = freshAddress(),
  ) {}

  inject(
    method: 'GET' | 'POST',
    url: string,
    payload?: string | Buffer | object,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return injectAs(this.app, this, method, url, payload, headers);
  }

  async key(): Promise<string> {
    const response = await this.inject('POST', '/api/form/FormSubmissionKey');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().key;
  }

  /** Gets a key, then saves the submission with it, as the form block does. */
  async save(payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
    return this.inject('POST', '/api/form/SaveFormSubmission', { key: await this.key(), ...payload });
  }

  /** Solves a fresh challenge as the widget would and returns the proof it sends as captchaKey. */
  async captchaProof(): Promise<string> {
    const response = await this.inject('GET', '/api/form/captcha-challenge');
    expect(response.statusCode, response.body).toBe(200);
    const challenge = response.json();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    const proof = {
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    };
    return Buffer.from(JSON.stringify(proof)).toString('base64');
  }
}

/** The page fields a form block sends with every submission. */
export const pageFields = (formId: string, pageId: string, objectName = 'form') => ({
  formId,
  collectionId: pageId,
  objectName,
  isOverlayForm: false,
  submitButtonText: 'Send',
  pageTitle: 'Contact',
  pageId,
  contentSource: 'c',
  pagePath: '/contact',
  pagePermissionTypeValue: 1,
});
