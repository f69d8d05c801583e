import { seedDemo } from '../../server/seed/demo';
import { prepareTemplate } from './test-db';

export default async function setup() {
  await prepareTemplate(async (database) => { await seedDemo(database, { size: 'minimal' }); });
}
