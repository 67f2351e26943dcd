// What the rest of the server uses of the album: its HTTP routes (mounted by the app), and the clean-up of
// files when a party or an account goes.
export { albumPhotoRoutes } from './photoRoutes';
export { deleteEventAlbumFiles, deletePhotosAddedBy } from './photoFiles';
