// Where a login may send the patron afterwards: only a path of this same site.
// Anything else (another origin, a protocol-relative or backslash trick, control
// characters, or the login/logout pages themselves) is dropped.

const PROBE_ORIGIN = 'https://catalogue.invalid';
/** A named external e-resource base (e.g. minhabiblioteca): letters, digits, '-' or '_'. */
export const E_RESOURCE_BASE = /^[a-z][a-z0-9_-]{1,39}$/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;
const NO_RETURN_PATHS = ['/login', '/sair'];

export function sanitizeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTERS.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  if (NO_RETURN_PATHS.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface LoginSearch {
  redirect?: string;
  /** 'recuperar': the password-recovery mode of the login page (spec §2); 'primeiro-acesso': a first password with a code from the desk (issue 35). */
  modo?: 'recuperar' | 'primeiro-acesso';
  /** A named external e-resource base the redirect pointed at (opened after login). */
  base?: string;
  /** The code of the unlock link mailed to the owner of a locked account (issue 21). */
  desbloqueio?: string;
}

/** validateSearch for /login. */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const redirect = sanitizeRedirect(search.redirect);
  const base = typeof search.redirect === 'string' && E_RESOURCE_BASE.test(search.redirect) ? search.redirect : undefined;
  return {
    ...(redirect ? { redirect } : {}),
    ...(base ? { base } : {}),
    ...(search.modo === 'recuperar' || search.modo === 'primeiro-acesso' ? { modo: search.modo } : {}),
    ...(typeof search.desbloqueio === 'string' && /^[\w-]{1,200}$/.test(search.desbloqueio) ? { desbloqueio: search.desbloqueio } : {}),
  };
}

/**
 * Where a sign-in lands: the page asked for (`redirect`), else staff in their workspace
 * (issue 36 item 8) when the personal area was the destination, else the chosen destination.
 */
export function landingOf(target: string, redirect: string | undefined, user: { permissoes?: readonly string[] } | false | null | undefined): string {
  if (redirect) return target;
  return target === '/meupergamum' && user && user.permissoes?.length ? '/balcao' : target;
}
