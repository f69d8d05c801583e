// The server's keys about academic data, teaching plans and a registration's validity,
// declared with their ids so the catalogs carry them; api/errors.ts and the circulation
// forms translate them by key.
import { msg } from '@lingui/core/macro';

export const academicMessages = [
  msg({ id: 'error.teaching-plan-field-required', message: 'Fill in at least one field to search the teaching plans.' }),
  msg({ id: 'error.registration-expired', message: 'Your registration with the library has expired: you can see your record, but loans, holds and requests are closed until the library renews it.' }),
  msg({ id: 'error.course-not-found', message: 'Course not found.' }),
  msg({ id: 'error.discipline-not-found', message: 'Course subject not found.' }),
  msg({ id: 'error.professor-not-found', message: 'Professor not found.' }),
  msg({ id: 'error.library-not-found', message: 'Library not found.' }),
];
