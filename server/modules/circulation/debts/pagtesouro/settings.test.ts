import { describe, expect, it } from 'vitest';
import { configFromEnv, pagTesouroSettingsFrom, startupProblem } from '../../../../config';

const all = { PAGTESOURO_URL: 'https://valpagtesouro.tesouro.gov.br/', PAGTESOURO_TOKEN: ' jwt ', PAGTESOURO_SERVICO: '12345' };

describe('PagTesouro settings', () => {
  it('is on only with the address, the token and the service all set', () => {
    expect(pagTesouroSettingsFrom(all)).toEqual({ url: 'https://valpagtesouro.tesouro.gov.br', token: 'jwt', servico: '12345', dueDays: 0 });
    for (const name of Object.keys(all)) expect(pagTesouroSettingsFrom({ ...all, [name]: '' })).toBeNull();
    expect(pagTesouroSettingsFrom({})).toBeNull();
    expect(pagTesouroSettingsFrom({ ...all, PAGTESOURO_DUE_DAYS: '90' })?.dueDays).toBe(30);
  });

  it('keeps production from starting with PagTesouro over plain http', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgresql://db/catalogo', PUBLIC_URL: 'https://catalogo.example.edu' };
    expect(startupProblem(configFromEnv({ ...production, ...all }))).toBeNull();
    expect(startupProblem(configFromEnv({ ...production, ...all, PAGTESOURO_URL: 'http://127.0.0.1:9999' }))).toContain('PAGTESOURO_URL');
    expect(startupProblem(configFromEnv({ ...all, PAGTESOURO_URL: 'http://127.0.0.1:9999' }))).toBeNull();
  });
});
