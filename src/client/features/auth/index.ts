// What the router and other features use of the auth feature. The router loads the login page.
export { RequireAuth } from './RequireAuth';
export { sendCodeErrorMessage } from './login/loginStepError';
