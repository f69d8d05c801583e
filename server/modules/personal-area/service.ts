/**
 * GET /pessoas/autenticar/app-layers: the personal-area entries this person's app shows.
 * An entry is on when the institution enables it AND the server really answers the calls
 * it needs (openapi/personal-area.ts names them), so the app never offers a page that
 * would 501. Which operations have a handler is handed in by the handler table
 * (server/modules/index.ts), so this module does not import it.
 */
import { entryWorks } from '../../../openapi/personal-area';
import type { AppContext } from '../../context';
import type { ResponseBody } from '../../http/handlers';
import { appLayers } from '../institution';

export async function userAppLayers(ctx: AppContext, answered: ReadonlySet<string>): Promise<ResponseBody<'getUserAppLayers'>> {
  const { layers } = await appLayers(ctx);
  return { layers: layers.map(({ id, ativo }) => ({ id, ativo: ativo && entryWorks(id, answered) })) };
}
