import { defineHandlers } from '../../../http/handlers';
import { librariesOfCampus, lookupOne, lookupPage } from './lookups';
import { searchTeachingPlans, teachingPlanOptions } from './teaching-plans';

export const academicHandlers = defineHandlers({
  listDisciplines: ({ ctx, query }) => lookupPage(ctx, 'discipline', query.search_text, query.page),
  listCourses: ({ ctx, query }) => lookupPage(ctx, 'course', query.search_text, query.page),
  listProfessors: ({ ctx, query }) => lookupPage(ctx, 'professor', query.search_text, query.page),
  searchCampuses: ({ ctx, query }) => lookupPage(ctx, 'campus', query.search_text, query.page),
  searchLibraries: ({ ctx, query }) => lookupPage(ctx, 'library', query.search_text, query.page, librariesOfCampus(query.codCampus)),
  getDiscipline: ({ ctx, params }) => lookupOne(ctx, 'discipline', params.id),
  getCourse: ({ ctx, params }) => lookupOne(ctx, 'course', params.id),
  getProfessor: ({ ctx, params }) => lookupOne(ctx, 'professor', params.id),
  getCampus: ({ ctx, params }) => lookupOne(ctx, 'campus', params.id),
  getLibrary: ({ ctx, params }) => lookupOne(ctx, 'library', params.id),
  getTeachingPlanOptions: ({ ctx }) => teachingPlanOptions(ctx),
  searchTeachingPlans: ({ ctx, query }) => searchTeachingPlans(ctx, query),
});
