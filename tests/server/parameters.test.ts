import { describe, expect, it } from 'vitest';
import { backendName } from '../support/test-db';
import { visitorApp } from '../support/server-app';

describe(`start-up parameters, campuses and libraries (${backendName})`, () => {
  const api = visitorApp();
  const get = api.get;

  it('gives the institution with its parameter bag', async () => {
    const res = await get('/api/parametros/instituicao');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sigla: 'UFDEMO', tema: 'neo', destino_login: 'M' });
    expect(res.json().parametros.__web_url_pw).toMatch(/^https:/);
  });

  it('lists the public activities of spec §6', async () => {
    const codes = (await get('/api/parametros/funcionalidades')).json().map((a: { cod_atividade: number }) => a.cod_atividade);
    expect(codes).toEqual(expect.arrayContaining([12, 13, 57, 87, 88]));
    expect(codes).not.toContain(8);
  });

  it('gives opening hours per campus and library, and 404 for an unknown campus', async () => {
    const all = (await get('/api/parametros/atendimento')).json();
    expect(all.length).toBeGreaterThanOrEqual(2);
    const lib = all[0].bibliotecas[0];
    expect(lib.horarios.length).toBeGreaterThan(0);
    expect(lib.horarios[0].abertura).toMatch(/^\d\d:\d\d$/);
    const one = (await get(`/api/parametros/atendimento/${all[0].cod_campus}`)).json();
    expect(one).toHaveLength(1);
    expect((await get('/api/parametros/atendimento/99999')).statusCode).toBe(404);
  });

  it('lists campuses and the libraries of one campus', async () => {
    const campuses = (await get('/api/campus')).json();
    expect(campuses.length).toBeGreaterThanOrEqual(2);
    const all = (await get('/api/unidade-informacao')).json();
    const some = (await get(`/api/unidade-informacao?campus=${campuses[0].cod_campus}`)).json();
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(all.length);
    expect(some.every((l: { cod_campus: number }) => l.cod_campus === campuses[0].cod_campus)).toBe(true);
  });

  it('gives the self-service settings and the app layers', async () => {
    expect((await get('/api/parametros/autoatendimento')).json()).toEqual({
      showAuto: true, codBibAuto: 1, authAuto: 'senha', idiomaAuto: null, url: null,
    });
    expect((await get('/api/parametros/app-layers')).json().layers.length).toBeGreaterThan(5);
  });
});
