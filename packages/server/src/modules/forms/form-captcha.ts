import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '#platform/db/schema';
import { hmac, sha256 } from '#platform/security/tokens';
import { recordCaptchaUse } from './forms.queries';

/**
 * How much work a challenge asks of the visitor's browser: the solver tries counters from 0 until
 * the derived key matches, each try one PBKDF2 of `cost` rounds. About a second on a phone. Tests
 * lower it to keep solving cheap.
 */
export const CAPTCHA_DIFFICULTY = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1_000,
  counterMin: 500,
  counterMax: 3_000,
};

/** A challenge must be solved and sent within this time. */
export const CAPTCHA_LIFETIME_SECONDS = 10 * 60;

const MAX_PROOF_LENGTH = 8_000;

// What the widget sends as captchaKey: base64 of JSON { challenge, solution }.
const Proof = z.object({
  challenge: z.object({
    parameters: z
      .object({ nonce: z.string().min(16).max(128), algorithm: z.literal(CAPTCHA_DIFFICULTY.algorithm) })
      .loose(),
    signature: z.string().max(512),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(1024) }).loose(),
});

/**
 * Proof-of-work captcha (ALTCHA): challenges signed with keys derived from the app secret, so any
 * server process can verify them without shared state, and each challenge accepted only once.
 */
export class FormCaptcha {
  private readonly signatureSecret: string;
  private readonly keySignatureSecret: string;

  constructor(secret: string) {
    this.signatureSecret = hmac(secret, 'form-captcha|challenge');
    this.keySignatureSecret = hmac(secret, 'form-captcha|derived-key');
  }

  challenge(now = Date.now()): Promise<Challenge> {
    return createChallenge({
      algorithm: CAPTCHA_DIFFICULTY.algorithm,
      cost: CAPTCHA_DIFFICULTY.cost,
      counter: randomInt(CAPTCHA_DIFFICULTY.counterMax, CAPTCHA_DIFFICULTY.counterMin),
      deriveKey,
      expiresAt: Math.floor(now / 1000) + CAPTCHA_LIFETIME_SECONDS,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
  }

  /**
   * True when `proof` solves an unexpired challenge of ours that was never accepted before; the
   * challenge is then used up, even if the rest of the submission is refused.
   */
  async accept(db: Kysely<DB>, proof: unknown, now = Date.now()): Promise<boolean> {
    if (typeof proof !== 'string' || proof === '' || proof.length > MAX_PROOF_LENGTH) return false;
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    const parsed = Proof.safeParse(decoded);
    if (!parsed.success) return false;
    const { challenge, solution } = parsed.data;
    try {
      const result = await verifySolution({
        challenge: challenge as unknown as Challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: this.signatureSecret,
        hmacKeySignatureSecret: this.keySignatureSecret,
      });
      if (!result.verified) return false;
    } catch {
      // Parameters a hostile client made up (bad hex, absurd cost) fail inside the library.
      return false;
    }
    const expiresAt = new Date(now + CAPTCHA_LIFETIME_SECONDS * 1000).toISOString();
    return recordCaptchaUse(db, sha256(`captcha|${challenge.parameters.nonce}`), expiresAt);
  }
}
