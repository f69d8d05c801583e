// What other features use of auth: finishing a sign-in with the tokens another path obtained (user switching).
export { completeLogin } from './login';
