export * from './events';
export * from './invitees';
export * from './media';
export * from './system';
export * from './users';
export * from './music';
export * from './album';
export * from './newsletter';
