import { defineHandlers } from '../../../http/handlers';
import * as settings from './settings';
import * as texts from './texts';
import * as policies from './policies';
import * as loanTypes from './loan-types';

// Every operation is x-caller staff:admin in the contract, checked by the router.
export const librarySettingsHandlers = defineHandlers({
  getLibrarySettings: ({ ctx }) => settings.librarySettings(ctx),
  updateOpeningHours: ({ ctx, caller, params, body }) => settings.updateHours(ctx, caller, params.codBiblioteca, body.horarios),
  addClosedDay: async ({ ctx, caller, body, reply }) => {
    const day = await settings.addClosedDay(ctx, caller, body);
    reply.code(201);
    return day;
  },
  removeClosedDay: ({ ctx, caller, params }) => settings.removeClosedDay(ctx, caller, params.id),
  updateCirculationRule: ({ ctx, caller, params, body }) => settings.updateRule(ctx, caller, params.categoria, body),
  listCirculationPolicies: ({ ctx }) => policies.listPolicies(ctx),
  addCirculationPolicy: async ({ ctx, caller, body, reply }) => {
    const rule = await policies.addPolicy(ctx, caller, body);
    reply.code(201);
    return rule;
  },
  updateCirculationPolicy: ({ ctx, caller, params, body }) => policies.updatePolicy(ctx, caller, params.id, body),
  removeCirculationPolicy: ({ ctx, caller, params }) => policies.removePolicy(ctx, caller, params.id),
  effectiveCirculationPolicy: ({ ctx, query }) => policies.effectivePolicy(ctx, query.usuario, query.exemplar),
  addLoanType: async ({ ctx, caller, body, reply }) => {
    const type = await loanTypes.addLoanType(ctx, caller, body);
    reply.code(201);
    return type;
  },
  updateLoanType: ({ ctx, caller, params, body }) => loanTypes.updateLoanType(ctx, caller, params.codigo, body),
  removeLoanType: ({ ctx, caller, params }) => loanTypes.removeLoanType(ctx, caller, params.codigo),
  getInstitutionTexts: ({ ctx }) => texts.institutionTexts(ctx),
  updateInstitutionText: ({ ctx, caller, params, body }) => texts.updateText(ctx, caller, params.chave, body),
  replaceFaq: ({ ctx, caller, params, body }) => texts.replaceFaq(ctx, caller, params.idioma, body),
  addInstitutionalEvent: async ({ ctx, caller, body, reply }) => {
    const event = await texts.addEvent(ctx, caller, body);
    reply.code(201);
    return event;
  },
  removeInstitutionalEvent: ({ ctx, caller, params }) => texts.removeEvent(ctx, caller, params.id),
});
