export { MyCommentsPage } from './components/my-comments-page';
