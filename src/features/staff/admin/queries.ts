// The staff workspace's administration (issue 23): staff roles (admin) and the audit trail
// (reports). Other people's data: nothing is saved for offline use.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { asOutcome } from '../../../api/outcome';
import type { AuditChannel, StaffRoleName } from '../../../api/types';
import { deskKeys } from '../../circulation/desk';

export interface AuditFilters { de?: string; ate?: string; autor?: string; acao?: string; usuario?: string; canal?: AuditChannel }

export const staffAdminKeys = {
  all: () => ['staff-admin'] as const,
  members: () => [...staffAdminKeys.all(), 'members'] as const,
  audit: (filters: AuditFilters, page: number) => [...staffAdminKeys.all(), 'audit', filters, page] as const,
};

const notSaved = { meta: { persist: false }, retry: false } as const;

export const staffAdminQueries = {
  members: () =>
    queryOptions({
      queryKey: staffAdminKeys.members(),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/equipe', { signal })),
      ...notSaved,
    }),
  audit: (filters: AuditFilters, page: number) =>
    queryOptions({
      queryKey: staffAdminKeys.audit(filters, page),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/auditoria', { params: { query: { ...filters, pagina: page } }, signal })),
      ...notSaved,
    }),
};

export async function setRoles(queryClient: QueryClient, login: string, permissoes: StaffRoleName[], motivo: string) {
  try {
    return await asOutcome(unwrap(api.PUT('/balcao/equipe/{usuario}', { params: { path: { usuario: login.trim() } }, body: { permissoes, ...(motivo ? { motivo } : {}) } })));
  } finally {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: staffAdminKeys.all() }),
      queryClient.invalidateQueries({ queryKey: deskKeys.all() }),
    ]);
  }
}

/** The filtered trail as a CSV file (a blob). */
export const auditCsv = (filters: AuditFilters) =>
  unwrap(api.GET('/balcao/auditoria/exportacao', { params: { query: filters }, parseAs: 'blob' }));
