// What other features and the composition root use of the guest wall: its router, and what it holds of one
// person (the accounts feature deletes it with the account and puts it in the data export).
export { forgetWallAuthor, wallPostsWrittenBy } from './accountData';
export { wallRouter } from './router';
