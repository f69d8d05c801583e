/**
 * The recovery e-mail, in the language the patron is using (the `lang` header of the
 * request: 1 Portuguese, 3 Spanish, 5 English; spec §7). Plain text: it carries a code,
 * never a link, so there is nothing to phish with.
 */
type Lang = '1' | '3' | '5';

const TEXTS: Record<Lang, { subject: string; body: (name: string, code: string, minutes: number) => string }> = {
  '1': {
    subject: 'Código para criar uma nova senha',
    body: (name, code, minutes) => `Olá, ${name}.\n\nSeu código de verificação é: ${code}\n\n`
      + `Ele vale por ${minutes} minutos e só pode ser usado uma vez. Digite-o na página de recuperação de senha do catálogo.\n\n`
      + 'Se você não pediu uma nova senha, ignore esta mensagem: sua senha atual continua valendo.\n',
  },
  '3': {
    subject: 'Código para crear una nueva contraseña',
    body: (name, code, minutes) => `Hola, ${name}.\n\nSu código de verificación es: ${code}\n\n`
      + `Es válido durante ${minutes} minutos y solo puede usarse una vez. Escríbalo en la página de recuperación de contraseña del catálogo.\n\n`
      + 'Si no pidió una nueva contraseña, ignore este mensaje: su contraseña actual sigue siendo válida.\n',
  },
  '5': {
    subject: 'Code to create a new password',
    body: (name, code, minutes) => `Hello, ${name}.\n\nYour verification code is: ${code}\n\n`
      + `It is valid for ${minutes} minutes and can be used only once. Enter it on the catalogue's password recovery page.\n\n`
      + 'If you did not ask for a new password, ignore this message: your current password still works.\n',
  },
};

export function recoveryMail(lang: Lang, name: string, code: string, minutes: number) {
  const texts = TEXTS[lang] ?? TEXTS['1'];
  return { subject: texts.subject, text: texts.body(name, code, minutes) };
}
