// First access with a code from the desk (issue 35): the patron's login or card, the code, the new password.
import { api } from '../../../../api/client';
import { unwrap } from '../../../../api/errors';

export const redeemFirstAccessCode = (usuario: string, codigo: string, senha: string) =>
  unwrap(api.POST('/pessoas/primeiro-acesso', { body: { usuario: usuario.trim(), codigo: codigo.trim(), senha: senha.trim() } }));
