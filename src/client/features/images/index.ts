// What other features use of the images feature: the cover gallery, the checked upload, and the gallery
// query (quick-create looks up its theme's cover). The crop dialog stays with the editor's
// cover tab, its only user: it imports a stylesheet, which would otherwise load with the landing page.
export { GalleryGrid } from './GalleryGrid';
export { coverFileRefusal, uploadImage } from './uploadImage';
export { useGalleryQuery } from './queries';
