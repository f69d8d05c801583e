/** The no-debts certificate's PDF: the declaration, the holder, the date and the verification code. */
import { brDate, newDocument, winAnsi } from '../../../pdf/pdf-kit';
import type { CertificateDocument } from './service';

export async function certificatePdf({ certificate, institution, text }: CertificateDocument, verifyAddress: string): Promise<Uint8Array> {
  const w = await newDocument(`Certidão de nada consta ${certificate.numero}`, 'Certidão de nada consta');
  w.line(winAnsi(institution), { size: 14, bold: true });
  w.line('Sistema de Bibliotecas', { size: 12 });
  w.space(24);
  w.line('CERTIDÃO DE NADA CONSTA', { size: 16, bold: true });
  w.space(12);
  w.line(winAnsi(text), { size: 12, gap: 6 });
  w.space(12);
  w.line(winAnsi(`Nome: ${certificate.nome}`));
  w.line(`Data de emissão: ${brDate(certificate.data_emissao)}`);
  w.space(18);
  w.line(`Código de verificação: ${certificate.numero}`, { size: 14, bold: true });
  w.line(winAnsi(`Confira a autenticidade em ${verifyAddress}`), { size: 10 });
  return w.doc.save();
}
