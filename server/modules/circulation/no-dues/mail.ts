/** E-mails the certificate's PDF (a multipart/mixed message with the PDF attached) to the addresses the patron gives. */
import type { AppContext } from '../../../context';
import { InvalidRecipientError, parseRecipients } from '../../../mail/recipients';
import { certificatePdf } from './certificate-pdf';
import { certificateDocument } from './service';

/** A certificate goes to a few people (an employer, a registry office), not a list. */
export const MAX_RECIPIENTS = 5;

export { InvalidRecipientError };

export const recipients = (list: string): string[] => parseRecipients(list, MAX_RECIPIENTS);

export async function mailCertificate(ctx: AppContext, codPessoa: number, list: string, verifyAddress: (code: string) => string): Promise<void> {
  const to = recipients(list);
  const document = await certificateDocument(ctx, codPessoa);
  const { numero, nome } = document.certificate;
  const pdf = Buffer.from(await certificatePdf(document, verifyAddress(numero)));
  for (const address of to) {
    await ctx.mailer.send({
      to: address,
      subject: `Certidão de nada consta — ${nome}`,
      text: `Segue anexa a certidão de nada consta de ${nome}, emitida pela biblioteca.\n\n`
        + `Código de verificação: ${numero}\nConfira a autenticidade em ${verifyAddress(numero)}\n`,
      attachments: [{ filename: `nada-consta-${numero}.pdf`, content: pdf, contentType: 'application/pdf' }],
    });
  }
}
