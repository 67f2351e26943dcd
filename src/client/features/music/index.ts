// What the router and other features use of music: the editor's block, the guest's song search, the party
// page's playlist section (each loaded on demand by its user), and the /oauth/{authType} page.
export { MusicBlock } from './MusicBlock';
export { OAuthPage } from './OAuth.page';
export { PartySongs } from './PartySongs';
export { SongSearchField } from './SongSearchField';
export type { PartyCredentials } from './queries';
