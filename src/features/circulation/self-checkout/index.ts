// Check out with the phone (issue 39 item 3): the patron's page /meupergamum/autoemprestimo,
// the staff section /balcao/autoemprestimo and its entrance screen.
export { SelfCheckoutPage } from './components/self-checkout-page';
export { SelfCheckoutStaffPage } from './components/staff-page';
export { EntranceScreen } from './components/entrance-screen';
