/** Portuguese names of the MARC language codes (008/35-37) met in catalogues. */
const NAMES: Record<string, string> = {
  por: 'Português', eng: 'Inglês', spa: 'Espanhol', fre: 'Francês', ger: 'Alemão', ita: 'Italiano',
  jpn: 'Japonês', chi: 'Chinês', kor: 'Coreano', rus: 'Russo', lat: 'Latim', grc: 'Grego antigo', gre: 'Grego',
  ara: 'Árabe', heb: 'Hebraico', dut: 'Holandês', swe: 'Sueco', dan: 'Dinamarquês', nor: 'Norueguês',
  fin: 'Finlandês', pol: 'Polonês', cze: 'Tcheco', hun: 'Húngaro', tur: 'Turco', hin: 'Híndi', mao: 'Maori',
  cat: 'Catalão', glg: 'Galego', gua: 'Guarani', tup: 'Tupi', yid: 'Iídiche', ukr: 'Ucraniano', rum: 'Romeno',
  vie: 'Vietnamita', tha: 'Tailandês', ind: 'Indonésio', per: 'Persa', urd: 'Urdu', ben: 'Bengali', tam: 'Tâmil',
  haw: 'Havaiano', smo: 'Samoano', ton: 'Tonganês', mul: 'Vários idiomas', und: 'Indeterminado', zxx: 'Sem conteúdo linguístico',
};

export function languageName(code: string | null | undefined): string | null {
  if (!code) return null;
  return NAMES[code] ?? code;
}
