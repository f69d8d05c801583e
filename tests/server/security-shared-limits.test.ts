/**
 * Per-minute budgets hold across API processes (several nodes behind a load balancer share
 * one database): two apps on one database, each with its own Fastify and rate-limit
 * plugin, count the same client's requests together.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/connect';
import { openTestDatabase } from '../support/test-db';

const LIMIT = 6;
let database: Database;
let apps: FastifyInstance[];

beforeAll(async () => {
  database = await openTestDatabase();
  apps = await Promise.all([0, 1].map(() => buildApp({ database, seed: 'none', loginRateLimitPerMinute: LIMIT, publicTokenGrantsPerMinute: LIMIT })));
});
afterAll(async () => {
  for (const app of apps ?? []) await app.close();
  await database?.close();
});

const token = (app: FastifyInstance, address: string) => app.inject({
  method: 'POST', url: '/api/oauth/token', remoteAddress: address,
  payload: { grant_type: 'client_credentials', client_id: '4' },
});

describe('rate limits shared by every API process', () => {
  it('counts one address across two processes: the budget is spent once, not once per process', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) statuses.push((await token(apps[i % 2], '203.0.113.7')).statusCode);
    expect(statuses).toEqual(Array(LIMIT).fill(200));
    const over = await Promise.all([token(apps[0], '203.0.113.7'), token(apps[1], '203.0.113.7')]);
    expect(over.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(over[0].json()).toEqual({ message: expect.any(String) });
    expect(Number(over[1].headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own budget.
    expect((await token(apps[1], '203.0.113.8')).statusCode).toBe(200);
  });

  it('counts concurrent requests exactly (no two read the same old count)', async () => {
    const answers = await Promise.all(Array.from({ length: LIMIT * 2 }, (_, i) => token(apps[i % 2], '198.51.100.9')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(LIMIT);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(LIMIT);
  });
});
