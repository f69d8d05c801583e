import { expect, type APIRequestContext } from '@playwright/test';

// The circulation a test stages through the API (en-US): a hold of its own for a patron,
// released by the desk's return, so that a test (and its retry) never depends on the demo's
// holds or on what an earlier try changed.

const PASSWORD = 'Biblioteca#2026';

const tokens = new Map<string, Promise<string>>();

/** An access token of `username`, asked for once per worker (twenty rounds must not sign in sixty times). */
export function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  let token = tokens.get(username);
  if (!token) {
    token = askToken(request, username);
    tokens.set(username, token);
    token.catch(() => tokens.delete(username));
  }
  return token;
}

async function askToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/oauth/token', { data: { grant_type: 'password', client_id: '4', username, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
}

export interface StagedHold {
  codReserva: number;
  codAcervo: number;
  titulo: string;
  barcode: string;
}

interface Copy { cod_exemplar: number; situacao: string; tipo_emprestimo?: string }

/**
 * Stages a hold in queue for `patron`: a title whose single copy is on the shelf (skipping
 * `used` and any a failed try left lent or held) is lent at the desk to `borrower`, then
 * `patron` holds it, first in its queue. The desk's return of `barcode` releases it.
 */
export async function stageHold(request: APIRequestContext, { patron = 'aluno', borrower = 'professor', used = new Set<number>(), from = 1 } = {}): Promise<StagedHold> {
  const staff = { authorization: `Bearer ${await tokenOf(request, 'bibliotecario')}` };
  const holder = { authorization: `Bearer ${await tokenOf(request, patron)}` };
  for (let codAcervo = from; codAcervo < from + 400; codAcervo++) {
    if (used.has(codAcervo)) continue;
    const copies = (await (await request.get(`/api/acervo/${codAcervo}/exemplares`, { headers: holder })).json().catch(() => [])) as Copy[];
    if (!Array.isArray(copies) || copies.length !== 1 || copies[0].situacao !== 'disponivel') continue;
    const barcode = String(copies[0].cod_exemplar);
    const lent = await request.post('/api/balcao/emprestimos', { headers: staff, data: { usuario: borrower, codigo_barras: barcode } });
    if (!lent.ok()) continue;
    const info = await (await request.get(`/api/reserva/${codAcervo}/informacoes-iniciais`, { headers: holder })).json();
    const [option] = info.opcoes ?? [];
    const held = option && await request.post('/api/reserva', {
      headers: holder,
      data: { cod_acervo: codAcervo, biblioteca: option.cod_biblioteca, volume: option.volume, tomo: option.tomo, parte: option.parte, material_adicional: option.material_adicional, localizacao: option.localizacao },
    });
    const hold = held && held.ok() ? await held.json() : null;
    if (!hold || hold.posicao_fila !== 1) {
      // Someone else is first, or the hold was refused: give the copy back and try another title.
      if (hold) await request.delete('/api/reserva', { headers: holder, data: [hold.cod_reserva] });
      await request.post('/api/balcao/devolucoes', { headers: staff, data: { codigo_barras: barcode } });
      continue;
    }
    used.add(codAcervo);
    return { codReserva: hold.cod_reserva, codAcervo, titulo: hold.titulo, barcode };
  }
  throw new Error('no single-copy title on the shelf to stage a hold on');
}

/** The desk takes the copy back; its answer names the hold it released. */
export async function returnAtDesk(request: APIRequestContext, barcode: string) {
  const staff = { authorization: `Bearer ${await tokenOf(request, 'bibliotecario')}` };
  const returned = await request.post('/api/balcao/devolucoes', { headers: staff, data: { codigo_barras: barcode } });
  expect(returned.status()).toBe(200);
  return (await returned.json()) as { cod_acervo: number; reserva_liberada: { cod_reserva: number; nome: string } | null };
}

/** The patron cancels the hold (the copy set aside for them goes back to the shelf). */
export async function cancelHold(request: APIRequestContext, codReserva: number, patron = 'aluno'): Promise<void> {
  const holder = { authorization: `Bearer ${await tokenOf(request, patron)}` };
  const cancelled = await request.delete('/api/reserva', { headers: holder, data: [codReserva] });
  expect(cancelled.status()).toBe(204);
}
