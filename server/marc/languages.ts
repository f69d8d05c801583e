/**
 * Language of a title: MARC language codes (008/35-37, else 041 $a) and their Portuguese
 * names for `idioma_desc`. The map covers every code in the demo data and the languages a
 * Brazilian library meets most; an unknown code is shown as the code itself.
 */
import { controlValue, dataFields, firstSubfield } from './fields';
import type { MarcRecord } from './types';

export const IDIOMAS: Readonly<Record<string, string>> = {
  por: 'Português', eng: 'Inglês', spa: 'Espanhol', fre: 'Francês', ger: 'Alemão', ita: 'Italiano',
  lat: 'Latim', jpn: 'Japonês', chi: 'Chinês', kor: 'Coreano', rus: 'Russo', ara: 'Árabe', heb: 'Hebraico',
  gre: 'Grego moderno', grc: 'Grego antigo', dut: 'Holandês', dan: 'Dinamarquês', swe: 'Sueco', nor: 'Norueguês',
  fin: 'Finlandês', ice: 'Islandês', pol: 'Polonês', cze: 'Tcheco', slo: 'Eslovaco', slv: 'Esloveno',
  hrv: 'Croata', srp: 'Sérvio', bos: 'Bósnio', bul: 'Búlgaro', mac: 'Macedônio', ukr: 'Ucraniano',
  bel: 'Bielorrusso', lit: 'Lituano', lav: 'Letão', est: 'Estoniano', hun: 'Húngaro', rum: 'Romeno',
  rom: 'Romani', alb: 'Albanês', arm: 'Armênio', geo: 'Georgiano', aze: 'Azerbaijano', kaz: 'Cazaque',
  uzb: 'Uzbeque', mon: 'Mongol', tib: 'Tibetano', tur: 'Turco', per: 'Persa', urd: 'Urdu', hin: 'Hindi',
  ben: 'Bengali', pan: 'Punjabi', tam: 'Tâmil', tel: 'Telugo', san: 'Sânscrito', nep: 'Nepalês',
  tha: 'Tailandês', vie: 'Vietnamita', may: 'Malaio', ind: 'Indonésio', tgl: 'Tagalo', haw: 'Havaiano',
  mao: 'Maori', smo: 'Samoano', ton: 'Tonganês', fij: 'Fijiano', niu: 'Niueano', rar: 'Maori das Ilhas Cook',
  tah: 'Taitiano', tkl: 'Toquelauano', gil: 'Gilbertês', gle: 'Irlandês', wel: 'Galês', gla: 'Gaélico escocês',
  cat: 'Catalão', glg: 'Galego', baq: 'Basco', epo: 'Esperanto', afr: 'Africâner', swa: 'Suaíli',
  yor: 'Iorubá', zul: 'Zulu', amh: 'Amárico', hat: 'Crioulo haitiano', grn: 'Guarani', que: 'Quíchua',
  tup: 'Tupi', sgn: 'Língua de sinais', mul: 'Múltiplos idiomas', und: 'Indeterminado',
  zxx: 'Sem conteúdo linguístico', mis: 'Outros idiomas',
};

export const descricaoIdioma = (codigo: string): string => IDIOMAS[codigo] ?? codigo;

/** 008/35-37 when it holds a code, else the first language of 041 $a (old records run codes together: 'engfre'). */
export function idiomaDe(record: MarcRecord): string | null {
  const fixed = controlValue(record, '008')?.slice(35, 38).toLowerCase();
  if (fixed && /^[a-z]{3}$/.test(fixed)) return fixed;
  const coded = firstSubfield(dataFields(record, '041')[0], 'a')?.trim().toLowerCase().slice(0, 3);
  return coded && /^[a-z]{3}$/.test(coded) ? coded : null;
}
