// A 409 of the registration names the patron who already has the CPF, e-mail or login: the
// clerk opens that record instead of registering the person twice.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { DuplicatePatron } from '../queries';

export function DuplicateNotice({ duplicate }: { duplicate: DuplicatePatron }) {
  const { i18n } = useLingui();
  const { nome, login, cod_pessoa: cod } = duplicate.pessoa;
  return (
    <div className="field-error duplicate-notice" role="alert">
      <p>{i18n._(duplicate.message)}</p>
      <p>
        <Trans>
          It is <Link to="/balcao/usuarios/$cod" params={{ cod }}>{nome} ({login})</Link>: open their record instead of registering them again.
        </Trans>
      </p>
    </div>
  );
}

/** The duplicate in a refusal's body, when it is one. */
export function duplicateOf(body: unknown): DuplicatePatron | null {
  const b = body as Partial<DuplicatePatron> | null;
  return b && typeof b.message === 'string' && b.message.startsWith('error.patron-duplicate-') && b.pessoa ? (b as DuplicatePatron) : null;
}
