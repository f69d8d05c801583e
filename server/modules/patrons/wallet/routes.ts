import type { FastifyReply } from 'fastify';
import { defineHandlers } from '../../../http/handlers';
import { publicBase } from '../../../http/public-url';
import * as wallet from './service';

const sendPass = (reply: FastifyReply, pass: Buffer, updatedAt: Date) =>
  reply.type('application/vnd.apple.pkpass')
    .header('content-disposition', 'attachment; filename="carteirinha.pkpass"')
    .header('last-modified', updatedAt.toUTCString())
    .send(pass);

export const walletHandlers = defineHandlers({
  walletOptions: async ({ ctx }) => wallet.walletOptions(ctx),
  downloadApplePass: async ({ ctx, caller, lang, req, reply }) => {
    const { pass, updatedAt } = await wallet.applePassFor(ctx, caller.codPessoa, lang, publicBase(ctx.config, req));
    sendPass(reply, pass, updatedAt);
  },
  googleWalletLink: ({ ctx, caller, lang, req }) => wallet.googleLinkFor(ctx, caller.codPessoa, lang, publicBase(ctx.config, req)),
  registerApplePassDevice: async ({ ctx, params, body, req, reply }) => {
    const outcome = await wallet.registerDevice(ctx, params.dispositivo, params.tipoPasse, params.serial, req.headers.authorization, body.pushToken);
    reply.code(outcome === 'created' ? 201 : 200).send();
  },
  unregisterApplePassDevice: async ({ ctx, params, req, reply }) => {
    await wallet.unregisterDevice(ctx, params.dispositivo, params.tipoPasse, params.serial, req.headers.authorization);
    reply.code(200).send();
  },
  updatedApplePasses: async ({ ctx, params, query, reply }) => {
    const changed = await wallet.updatedSerials(ctx, params.dispositivo, params.tipoPasse, query.passesUpdatedSince);
    if (!changed) return void reply.code(204).send();
    return changed;
  },
  latestApplePass: async ({ ctx, params, req, reply }) => {
    const since = req.headers['if-modified-since'];
    const latest = await wallet.latestPass(ctx, params.tipoPasse, params.serial, req.headers.authorization, since, publicBase(ctx.config, req));
    if (latest === 'not-modified') return void reply.code(304).send();
    sendPass(reply, latest.pass, latest.updatedAt);
  },
  applePassLog: async ({ req, body, reply }) => {
    wallet.logDeviceErrors(req.log, body.logs);
    reply.code(200).send();
  },
});
