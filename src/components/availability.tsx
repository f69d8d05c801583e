import { Plural } from '@lingui/react/macro';

/**
 * "n of m available" (results and the title page), in the colour its words say: the
 * "available" colour and weight only when a copy is available, in every look of the
 * accessibility bar (the rule is styles.css's `.result-availability[data-available]`).
 */
export function Availability({ available, total }: { available: number; total: number }) {
  return (
    <p className="result-availability" data-available={available > 0 ? 'some' : 'none'}>
      {/* A plural on the copies available: Portuguese says "1 de 1 disponível", "0 de 2 disponíveis". */}
      <Plural value={available} one={`# of ${total} available`} other={`# of ${total} available`} />
    </p>
  );
}
