import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateSourceLanguage } from '../../../../tests/support/lingui-macro';
import { actionWords, AUDIT_ACTIONS, changesOf, valueWords } from './audit-words';

vi.mock('@lingui/core/macro', () => import('../../../../tests/support/lingui-macro'));

const SERVER = join(__dirname, '../../../../server');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/**
 * Every action name the server records: the dotted literals of each `acao:` in a file that
 * writes the audit trail (a ternary's both names included). The entry is `acao: <expr>` on
 * one line, as recordAudit's callers write it.
 */
function recordedActions(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SERVER)) {
    const text = readFileSync(file, 'utf8');
    if (!/recordAudit|AuditEntry/.test(text)) continue;
    for (const [, expression] of text.matchAll(/\bacao:\s*([^\n]*)/g)) {
      for (const [, name] of expression.matchAll(/['`]([a-z0-9-]+\.[a-z0-9-]+)['`]/g)) found.set(name, file.slice(SERVER.length));
    }
  }
  return found;
}

describe('the audit trail in words', () => {
  beforeAll(activateSourceLanguage);

  it('has words for every action recorded anywhere in server/', () => {
    const recorded = recordedActions();
    // The reader itself must keep finding the actions: fewer than this means it broke.
    expect(recorded.size).toBeGreaterThan(50);
    const without = [...recorded].filter(([name]) => !AUDIT_ACTIONS[name]).map(([name, file]) => `${name} (${file})`);
    expect(without).toEqual([]);
  });

  it('names an action in words and an unknown one by its name', () => {
    expect(actionWords(i18n, 'debt.waive')).toBe('Fine waived');
    expect(actionWords(i18n, 'future.thing')).toBe('future.thing');
  });

  it('reads values without raw JSON', () => {
    expect(valueWords(i18n, true)).toBe('Yes');
    expect(valueWords(i18n, null)).toBe('—');
    expect(valueWords(i18n, ['circulation', 'admin'])).toBe('circulation, admin');
    expect(valueWords(i18n, ['circulation', 'reports'], 'permissoes')).toBe('Circulation, Reports');
    expect(valueWords(i18n, [{ cod_multa: 3, valor_centavos: 250 }])).toMatch(/^cod multa: 3; Amount: R\$\s?2\.50$/);
    expect(valueWords(i18n, { situacao: 'aprovado', ativo: false })).toBe('Status: aprovado; Active: No');
    expect(valueWords(i18n, { a: { b: 1 } })).not.toContain('{');
  });

  it('lists what changed field by field, labelled', () => {
    const changes = changesOf(i18n, { situacao: 'pendente', observacao: null }, { situacao: 'aprovado', observacao: null, resposta: 'ok' });
    expect(changes).toEqual([
      { field: 'situacao', label: 'Status', before: 'pendente', after: 'aprovado' },
      { field: 'observacao', label: 'Note', before: null, after: '—' },
      { field: 'resposta', label: 'Answer', before: null, after: 'ok' },
    ]);
    expect(changesOf(i18n, { bloqueado: false }, null)).toEqual([{ field: 'bloqueado', label: 'Blocked', before: 'No', after: null }]);
  });
});
