/** What the ALTCHA widget does in the browser, for server tests: fetch a challenge, solve it, encode the payload. */
import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export async function solvedCaptcha(app: FastifyInstance, auth: Record<string, string>): Promise<string> {
  const res = await app.inject({ url: '/api/captcha/desafio', headers: auth });
  if (res.statusCode !== 200) throw new Error(`captcha challenge: ${res.statusCode} ${res.body}`);
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
