/** A title's bibliographic reference (CSL styles) and its Dublin Core view. */
import type { AppContext } from '../../../context';
import type { ResponseBody } from '../../../http/handlers';
import { CSL_ATTRIBUTION, renderReference, type CitationStyle } from '../../../marc/citation';
import { toDublinCore, toOaiDcXml } from '../../../marc/dublin-core';
import { titleRecord } from '../core';

export async function reference(ctx: AppContext, id: number, style: CitationStyle = 'abnt'): Promise<ResponseBody<'getTitleReference'>> {
  const row = await titleRecord(ctx, id);
  const rendered = renderReference(style, id, row.marc);
  return { estilo: style, nome_estilo: rendered.styleName, texto: rendered.text, html: rendered.html, atribuicao: CSL_ATTRIBUTION };
}

export async function dublinCore(ctx: AppContext, id: number): Promise<ResponseBody<'getTitleDublinCore'>> {
  return toDublinCore((await titleRecord(ctx, id)).marc);
}

export async function dublinCoreXml(ctx: AppContext, id: number): Promise<string> {
  return toOaiDcXml(toDublinCore((await titleRecord(ctx, id)).marc));
}
