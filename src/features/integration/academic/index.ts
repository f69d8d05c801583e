export { TeachingPlanPage } from './components/teaching-plan-page';
