// What the router and other features use of the auth feature. The login and OAuth pages are loaded by the router.
export { RequireAuth } from './RequireAuth';
export { sendCodeErrorMessage } from './login/loginStepError';
