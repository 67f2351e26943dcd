// What other features may use of accounts: finding or creating the person behind a sign-in, and merges.
export { grantAccountMerge } from './accountMergeGrants';
export { addPiiToUser, findOrCreateUserByIdentity, findOrCreateUserByOAuth, findUserIdByPii } from './users';
