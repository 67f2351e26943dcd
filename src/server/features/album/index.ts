// What the rest of the server uses of the album: the clean-up of files when a party or an account goes. Its
// Express routes (photoRoutes.ts) are mounted by the app alone.
export { deleteEventAlbumFiles, deletePhotosAddedBy } from './photoFiles';
