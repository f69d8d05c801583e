// Printable slips (issue 36 item 2): the check-out slip with due dates, the return slip (the
// hold's patron and pickup shelf when the copy is set aside), the payment receipt. Printed
// by the browser's own print dialog, no plug-in: the slip is in the page, hidden on screen,
// and desk.css's print rules show only it, on an 80 mm thermal roll or an A4 page.
import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import type { DeskCheckOut, DeskPaymentMethod, DeskReceipt, DeskReturn, PaymentMethod } from '../../../../api/types';
import { formatDate, formatDateTime, formatMoney } from '../../../../lib/format';
import { DESK_SLIP_PAPER_KEY } from '../../../../lib/storage/storage-keys';

export type SlipPaper = '80mm' | 'a4';

export const PAYMENT_METHODS: Record<PaymentMethod, ReturnType<typeof msg>> = {
  dinheiro: msg`Cash`,
  cartao: msg`Card`,
  pix: msg`PIX`,
  outro: msg`Other`,
  pagtesouro: msg`PagTesouro`,
};

/** The methods a desk takes money by (a provider's settlement is not one). */
export const DESK_PAYMENT_METHODS: readonly DeskPaymentMethod[] = ['dinheiro', 'cartao', 'pix', 'outro'];

interface Printer { print: (slip: ReactNode) => void; paper: SlipPaper; setPaper: (paper: SlipPaper) => void }

const PrinterContext = createContext<Printer | null>(null);

const storedPaper = (): SlipPaper => {
  try {
    return localStorage.getItem(DESK_SLIP_PAPER_KEY) === 'a4' ? 'a4' : '80mm';
  } catch {
    return '80mm';
  }
};

/** Holds the slip to print and prints it once it is on the page. */
export function SlipPrinter({ children }: { children: ReactNode }) {
  const [slip, setSlip] = useState<{ node: ReactNode; n: number } | null>(null);
  const [paper, setPaperState] = useState<SlipPaper>(storedPaper);
  const setPaper = useCallback((next: SlipPaper) => {
    setPaperState(next);
    try {
      localStorage.setItem(DESK_SLIP_PAPER_KEY, next);
    } catch {
      // A browser that keeps nothing prints on the default paper next time.
    }
  }, []);
  const print = useCallback((node: ReactNode) => setSlip((last) => ({ node, n: (last?.n ?? 0) + 1 })), []);
  useEffect(() => {
    if (slip) window.print();
  }, [slip]);
  const value = useMemo(() => ({ print, paper, setPaper }), [print, paper, setPaper]);
  return (
    <PrinterContext.Provider value={value}>
      {children}
      {slip && (
        <div className="print-slip" data-paper={paper} data-testid="print-slip">
          {slip.node}
        </div>
      )}
    </PrinterContext.Provider>
  );
}

export function usePrinter(): Printer {
  const printer = useContext(PrinterContext);
  if (!printer) throw new Error('usePrinter outside SlipPrinter');
  return printer;
}

/** The paper the slips go on, kept for this workstation. */
export function SlipPaperChoice() {
  const { t } = useLingui();
  const id = useId();
  const { paper, setPaper } = usePrinter();
  return (
    <div className="field slip-paper">
      <label htmlFor={id}>{t`Slip paper`}</label>
      <select id={id} value={paper} onChange={(event) => setPaper(event.target.value === 'a4' ? 'a4' : '80mm')}>
        <option value="80mm">{t`80 mm receipt printer`}</option>
        <option value="a4">{t`A4 page`}</option>
      </select>
    </div>
  );
}

function SlipHeader({ title }: { title: ReactNode }) {
  const { i18n } = useLingui();
  const now = formatDateTime(new Date(), { locale: i18n.locale });
  return (
    <header>
      <h2>{title}</h2>
      <p>{now}</p>
    </header>
  );
}

/** The patron's check-outs at the desk, each with its due date. */
export function CheckOutSlip({ patron, loans }: { patron: { nome: string; login: string }; loans: DeskCheckOut[] }) {
  const { i18n } = useLingui();
  const name = patron.nome;
  const login = patron.login;
  const count = loans.length;
  return (
    <article>
      <SlipHeader title={<Trans>Check-out slip</Trans>} />
      <p>
        <Trans>
          Patron: {name} ({login})
        </Trans>
      </p>
      <ol>
        {loans.map((l) => {
          const due = formatDate(l.emprestimo.data_devolucao, { locale: i18n.locale });
          return (
            <li key={l.emprestimo.cod_emprestimo}>
              <span>{l.emprestimo.titulo}</span>{' '}
              <strong>
                <Trans>Due {due}</Trans>
              </strong>
            </li>
          );
        })}
      </ol>
      <p>
        <Trans>Items: {count}. Keep this slip: return the items by their due dates.</Trans>
      </p>
    </article>
  );
}

/** One return: who returned it and where the copy goes now. */
export function ReturnSlip({ done }: { done: DeskReturn }) {
  const { i18n } = useLingui();
  const title = done.titulo;
  const name = done.nome;
  const hold = done.reserva_liberada;
  const holder = hold?.nome ?? '';
  const library = hold?.desc_biblioteca ?? '';
  const until = hold ? formatDate(hold.data_limite_retirada, { locale: i18n.locale }) : '';
  const days = done.dias_atraso;
  return (
    <article>
      <SlipHeader title={<Trans>Return slip</Trans>} />
      <p>
        <Trans>
          “{title}” returned by {name}.
        </Trans>
      </p>
      {days > 0 && (
        <p>
          <Trans>Days late: {days}</Trans>
        </p>
      )}
      {hold ? (
        <p>
          <strong>
            <Trans>
              Hold: set aside for {holder} on the hold pickup shelf of {library}, to collect by {until}.
            </Trans>
          </strong>
        </p>
      ) : (
        <p>
          <Trans>No hold: back to the shelf.</Trans>
        </p>
      )}
    </article>
  );
}

/** A payment's (or refund's) receipt: its number, method, what each fine got, the change, what is still owed. */
export function ReceiptSlip({ receipt }: { receipt: DeskReceipt }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const money = (cents: number) => formatMoney(cents / 100, { locale });
  const number = receipt.recibo;
  const name = receipt.nome;
  const login = receipt.login;
  const desk = receipt.balcao;
  const method = i18n._(PAYMENT_METHODS[receipt.metodo]);
  const amount = money(receipt.valor_centavos);
  const left = money(receipt.debito_restante_centavos);
  return (
    <article>
      <SlipHeader title={receipt.estorno_de === null ? <Trans>Receipt no. {number}</Trans> : <Trans>Refund no. {number}</Trans>} />
      <p>
        <Trans>
          Patron: {name} ({login})
        </Trans>
      </p>
      <p>
        <Trans>
          {amount} by {method} at {desk}
        </Trans>
      </p>
      <ul>
        {receipt.multas.map((f) => (
          <li key={f.cod_multa}>
            {f.descricao}: {money(f.valor_centavos)} ({t`still owed`} {money(f.restante_centavos)})
          </li>
        ))}
      </ul>
      {receipt.recebido_centavos !== null && (
        <p>
          <Trans>Cash received: {money(receipt.recebido_centavos)}. Change: {money(receipt.troco_centavos)}.</Trans>
        </p>
      )}
      {receipt.motivo && <p>{receipt.motivo}</p>}
      <p>
        <Trans>Still owed: {left}</Trans>
      </p>
    </article>
  );
}
