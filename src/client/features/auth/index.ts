// What the router and other features use of the auth feature. The router loads the login and OAuth pages.
export { RequireAuth } from './RequireAuth';
export { sendCodeErrorMessage } from './login/loginStepError';
