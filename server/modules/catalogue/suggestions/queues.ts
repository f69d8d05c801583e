/** The purchase suggestions' queue in the staff workspace (server/modules/platform/queues): its count (open ones) and list. */
import { sql } from 'drizzle-orm';
import { ACQUISITION_STATUSES, OPEN_ACQUISITION_STATUSES } from '../../../../openapi/acquisition-states';
import { one } from '../../../db/query';
import { registerStaffQueue } from '../../platform';

registerStaffQueue({
  id: 'sugestoes', roles: ['cataloguing'],
  count: async (ex) => (await one<{ n: number }>(ex, sql`
    SELECT count(*)::int AS n FROM sugestao WHERE situacao = ANY(${sql.param([...OPEN_ACQUISITION_STATUSES])}::text[])`))!.n,
  list: {
    select: sql`SELECT s.cod_sugestao AS id, s.cod_pessoa, p.login, p.nome, CASE WHEN s.professor THEN 'professor' END AS tipo,
        s.cod_biblioteca, b.desc_biblioteca, s.situacao, s.data_envio AS data,
        concat_ws(' ', s.titulo, s.autor, s.editor, s.isbn_issn) AS busca, s.titulo, s.autor, s.outras_inf
      FROM sugestao s JOIN biblioteca b ON b.cod_biblioteca = s.cod_biblioteca JOIN pessoa p ON p.cod_pessoa = s.cod_pessoa`,
    states: ACQUISITION_STATUSES, open: OPEN_ACQUISITION_STATUSES, kinds: ['professor'], auditTarget: 'sugestao',
    item: (r) => ({
      resumo: [r.titulo, r.autor].filter(Boolean).join(' — '),
      detalhe: (r.outras_inf as string | null) ?? null,
      proximas: ACQUISITION_STATUSES.filter((s) => s !== r.situacao),
    }),
  },
});
