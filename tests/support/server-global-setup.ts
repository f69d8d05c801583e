import { seedDemo } from '../../server/seed/demo';
import { prepareTemplate } from './test-db';

export default async function setup() {
  await prepareTemplate((database) => seedDemo(database, { size: 'minimal' }));
}
