import { defineHandlers } from '../../../http/handlers';
import { publicBase } from '../../../http/public-url';
import { certificatePdf } from './certificate-pdf';
import { mailCertificate, InvalidRecipientError } from './mail';
import * as service from './service';

/** The PWA's public page that checks a code (src/routes/nada-consta.verificar.tsx), on the site's configured address. */
const verifyPage = (origin: string, code: string) => `${origin}/nada-consta/verificar?codigo=${encodeURIComponent(code)}`;

export const noDuesHandlers = defineHandlers({
  checkNoDues: ({ ctx, caller }) => service.check(ctx, caller.codPessoa),
  issueNoDues: async ({ ctx, caller, reply }) => {
    const patron = caller;
    const certificate = await service.issue(ctx, patron.codPessoa, patron.session);
    reply.code(201);
    return certificate;
  },
  getNoDuesPdf: async ({ ctx, caller, req, reply }) => {
    const document = await service.certificateDocument(ctx, caller.codPessoa);
    const pdf = await certificatePdf(document, verifyPage(publicBase(ctx.config, req), document.certificate.numero));
    // Returning the reply tells Fastify the answer is sent, even while async onSend hooks (compression) still run.
    return reply.type('application/pdf')
      .header('content-disposition', `attachment; filename="nada-consta-${document.certificate.numero}.pdf"`)
      .send(Buffer.from(pdf));
  },
  verifyNoDues: ({ ctx, params }) => service.verify(ctx, params.codigo),
  mailNoDues: async ({ ctx, caller, body, req, reply }) => {
    try {
      await mailCertificate(ctx, caller.codPessoa, body.destinatarios, (code) => verifyPage(publicBase(ctx.config, req), code));
    } catch (error) {
      if (!(error instanceof InvalidRecipientError)) throw error;
      reply.code(422).send({ message: error.key, ...(error.destinatario === undefined ? {} : { destinatario: error.destinatario }) });
    }
  },
});
