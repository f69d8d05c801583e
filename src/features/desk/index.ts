// The staff desk's public face: the /balcao page.
export { DeskPage } from './components/desk-page';
