/**
 * The screen message (AF) a self-check machine shows for a refusal: the Portuguese text the
 * PWA shows for the same key (locales/pt/messages.po), since a kiosk has no catalogue of
 * ours. A key not listed here falls back to a generic sentence.
 */
const SCREEN_MESSAGES: Record<string, string> = {
  'error.desk-copy-not-loanable': "Este exemplar não pode ser emprestado (somente consulta local ou baixado do acervo).",
  'error.desk-copy-on-loan': "Este exemplar já está emprestado. Registre a devolução primeiro.",
  'error.desk-copy-reserved': "Este exemplar está separado para a reserva de outro usuário.",
  'error.desk-patron-blocked': "Este usuário está bloqueado e não pode fazer empréstimos.",
  'error.desk-patron-suspended': "Os empréstimos deste usuário estão suspensos.",
  'error.desk-patron-overdue': "Este usuário tem empréstimos em atraso e não pode fazer novos empréstimos até devolvê-los.",
  'error.desk-loan-limit': "Este usuário já atingiu o limite de empréstimos permitido para a sua categoria.",
  'error.desk-loan-type-limit': "Este usuário já atingiu o limite de empréstimos deste tipo de empréstimo permitido pelas regras.",
  'error.desk-patron-debt': "Este usuário tem multas não pagas e não pode fazer empréstimos até quitá-las.",
  'error.desk-copy-not-on-loan': "Este exemplar não está emprestado: não há nada a devolver.",
  'error.desk-nothing-to-pay': "Este usuário não tem multas em aberto a pagar.",
  'error.copy-not-found': "Exemplar não encontrado.",
  'error.user-not-found': "Usuário não encontrado.",
  'error.patron-separated': "Você emitiu a certidão de nada consta e não é mais usuário da biblioteca: empréstimos, reservas e solicitações não estão mais disponíveis.",
  'error.registration-expired': "Sua matrícula na biblioteca está vencida: você pode consultar seus dados, mas empréstimos, reservas e solicitações ficam bloqueados até a biblioteca renová-la.",
  'error.renewal-suspended': "Seus empréstimos estão suspensos, por isso não é possível renovar até o fim da suspensão.",
  'error.renewal-debt': "Você tem multas a pagar, por isso não é possível renovar até que sejam pagas.",
  'error.renewal-reserved': "Outro usuário reservou este título, por isso ele não pode ser renovado. Devolva-o até a data prevista de devolução.",
  'error.renewal-overdue': "Este empréstimo está em atraso e não pode mais ser renovado. Devolva-o à biblioteca.",
  'error.renewal-patron-overdue': "Você tem um empréstimo em atraso: devolva-o antes de renovar outros.",
  'error.renewal-limit': "Este empréstimo atingiu o limite de renovações permitido para a sua categoria.",
  'error.renewal-already-renewed': "Renovar hoje não daria mais prazo: este empréstimo já vence na data mais distante que uma renovação permitiria.",
  'error.renewal-not-found': "Este empréstimo não está mais em curso (pode ter sido devolvido).",
  'error.fine-not-found': "Multa não encontrada.",
  'sip2.not-logged-in': 'Terminal não autenticado: envie o login (93) primeiro.',
  'sip2.not-allowed': 'Este terminal não está autorizado a esta operação.',
  'sip2.patron-password': 'Senha do usuário incorreta.',
  'sip2.patron-password-wait': 'Muitas tentativas de senha: aguarde alguns instantes e tente de novo.',
  'sip2.patron-locked': 'Acesso bloqueado: procure o balcão de atendimento.',
  'sip2.patron-password-required': 'Informe a senha do usuário.',
  'sip2.item-required': 'Informe o código de barras do exemplar.',
  'sip2.loan-not-found': 'Este exemplar não está emprestado a este usuário.',
  'sip2.fee-amount': 'O valor pago não quita as multas indicadas: o pagamento parcial não é aceito no autoatendimento.',
  'sip2.checkout-ok': 'Empréstimo registrado.',
  'sip2.checkin-ok': 'Devolução registrada.',
  'sip2.checkin-hold': 'Devolução registrada. Este exemplar está reservado: deixe-o no balcão.',
  'sip2.renew-ok': 'Renovação registrada.',
  'sip2.fee-ok': 'Pagamento registrado.',
  'sip2.end-session': 'Sessão encerrada. Até logo!',
};

const FALLBACK = 'Operação não realizada: procure o balcão de atendimento.';

export const screenMessage = (key: string): string => SCREEN_MESSAGES[key] ?? FALLBACK;
