// Work (paper) posting (spec §1 "Work posting", §7 POST /pessoas/postagem-trabalho/redirect):
// the institution's posting area, reached with a short-lived signed token.
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export const workPostingAddress = () => unwrap(api.POST('/pessoas/postagem-trabalho/redirect'));
