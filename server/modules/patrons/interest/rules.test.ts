// The interest profile's rules that need no database: which kinds a term entry may be.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../http/errors';
import { termKind } from './service';

describe('interest profile rules', () => {
  it('takes an area, an author or a subject as a term; anything else is the 422 the form shows', () => {
    expect(termKind({ codigo: 1, tipoDSI: 'assunto' })).toBe('assunto');
    expect(termKind({ codigo: 1, tipoDSI: 'area' })).toBe('area');
    for (const tipoDSI of [undefined, 'periodico', 'tipo_obra'] as const) {
      const refusal = (() => { try { termKind({ codigo: 1, tipoDSI }); } catch (e) { return e; } })() as HttpError;
      expect([refusal.statusCode, refusal.message]).toEqual([422, 'error.interest-kind-required']);
    }
  });
});
