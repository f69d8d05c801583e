/**
 * The demo institution's settings and reference data: the institution row (whose `dados`
 * the API serves as is), activity permissions (spec §6), patron categories (spec §3).
 */
import { PERSONAL_AREA_IDS } from '../../openapi/personal-area';
import { ACTIVITY_CAPTCHA_AT_LOGIN, ACTIVITY_NO_CAPTCHA_MODAL } from '../modules/patrons';

/** Every personal-area entry of spec §1 (openapi/personal-area.ts), all enabled in the demo. */
export const APP_LAYER_IDS = PERSONAL_AREA_IDS;

export const DEMO_INSTITUTION = {
  id: 1,
  sigla: 'UFDEMO',
  nome: 'Universidade Federal de Demonstração',
  dados: {
    tema: 'neo',
    codEmpresa: '1',
    msg_suporte_consulta:
      '<p>Dúvidas? Escreva para <a href="mailto:biblioteca@ufdemo.edu.br">biblioteca@ufdemo.edu.br</a>.</p>',
    link_lgpd: 'https://ufdemo.edu.br/privacidade',
    label_login: 'Matrícula',
    destino_login: 'M',
    msg_login: null,
    oidc: false,
    saml: false,
    links_logout: { oidc: null, saml: null },
    categorias_login: [],
    modo_autenticacao: 'senha_pergamum',
    parametros: { __web_url_pw: 'https://ufdemo.edu.br/pergamum_web', __web_aquisicao: 'S' },
    // Enabled so the demo shows the kiosk button (its address: openapi getSelfService).
    autoatendimento: { showAuto: true, codBibAuto: 1, authAuto: 'senha', idiomaAuto: null, url: null },
    app_layers: APP_LAYER_IDS.map((id) => ({ id, ativo: true })),
    // GET /pessoas/departamentos (the teaching plan's department choice).
    departamentos: [
      { codigo: 'CCB', descricao: 'Centro de Ciências Biológicas' },
      { codigo: 'CCE', descricao: 'Centro de Comunicação e Expressão' },
      { codigo: 'CFH', descricao: 'Centro de Filosofia e Ciências Humanas' },
      { codigo: 'CTC', descricao: 'Centro Tecnológico' },
      { codigo: 'CCS', descricao: 'Centro de Ciências da Saúde' },
    ],
  } as Record<string, unknown>,
};

/** Module codes for authenticated permissions (spec §6: "by module plus activity"). */
const MODULE_MEU_PERGAMUM = 1;
const MODULE_CATALOGUE = 2;

export const DEMO_ACTIVITIES = [
  { codAtividade: 8, descricao: 'Acesso ao Meu Pergamum (área pessoal)', codModulo: MODULE_MEU_PERGAMUM, publica: false },
  { codAtividade: 12, descricao: 'Sugestão de aquisição', codModulo: null, publica: true },
  { codAtividade: 13, descricao: 'Comentários gerais', codModulo: null, publica: true },
  { codAtividade: 57, descricao: 'Link para catálogo externo', codModulo: null, publica: true },
  { codAtividade: 87, descricao: 'Link para o catálogo da rede', codModulo: null, publica: true },
  { codAtividade: 88, descricao: 'Exibir logotipo da instituição', codModulo: null, publica: true },
  // Not granted to any category in the demo: the demo runs without a captcha service.
  { codAtividade: ACTIVITY_NO_CAPTCHA_MODAL, descricao: 'Desativar o modal de captcha', codModulo: MODULE_CATALOGUE, publica: false },
  { codAtividade: ACTIVITY_CAPTCHA_AT_LOGIN, descricao: 'Exigir captcha no login', codModulo: MODULE_CATALOGUE, publica: false },
];

/** Activities every category holds (personal area, suggestions, comments). */
export const ACTIVITIES_FOR_EVERY_CATEGORY = [8, 12, 13];

/**
 * Spec §3's category codes. The spec leaves 06 unlabelled ("06, 07 technical course, 21
 * technical course" — which of 06/07/21 is which is ambiguous in its notes); we read 06 as
 * a third kind of technical course and call it 'Curso técnico integrado' so the three stay
 * distinguishable in a category select.
 */
export const DEMO_CATEGORIES = [
  { codigo: '01', descricao: 'Graduação' },
  { codigo: '19', descricao: 'Graduação digital' },
  { codigo: '03', descricao: 'Pós-graduação' },
  { codigo: '06', descricao: 'Curso técnico integrado' },
  { codigo: '07', descricao: 'Curso técnico' },
  { codigo: '21', descricao: 'Curso técnico' },
  { codigo: '09', descricao: 'Doutorado' },
  { codigo: '05', descricao: 'Funcionário' },
  { codigo: '12', descricao: 'Funcionário do hospital' },
  { codigo: 'Intercamb', descricao: 'Intercambista' },
  { codigo: 'MembroComun', descricao: 'Membro da comunidade' },
  { codigo: '08', descricao: 'Mestrado' },
  { codigo: '04', descricao: 'Professor' },
  { codigo: '10', descricao: 'Usuário especial' },
];

/** Spec §9: default category 01. */
export const DEFAULT_CATEGORY = '01';
