import { defineHandlers } from '../../../http/handlers';
import * as settings from './settings';
import * as texts from './texts';

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
