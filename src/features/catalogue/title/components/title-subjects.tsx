import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The title's subjects, each a subject search in the catalogue. */
export function TitleSubjects({ subjects }: { subjects: string[] }) {
  const { t } = useLingui();
  if (subjects.length === 0) return null;
  return (
    <nav aria-label={t`Subjects`} className="title-subjects">
      <ul>
        {subjects.map((subject) => (
          <li key={subject}>
            <Link to="/" search={{ termo: subject, tipo: 'assunto' }}>
              {subject}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
