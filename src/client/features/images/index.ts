// What other features use of the images feature: the cover gallery, the checked upload,
// the gallery query (quick-create looks up its theme's cover), and the editor's cover tools: AI generation,
// the previous-cover carousel with the history modal, colours from a cover and the background search. The crop
// dialog stays with the editor's cover tab, its only user: it imports a stylesheet, which would otherwise load
// with the landing page.
export { type BackgroundFields, BackgroundPicker } from './BackgroundPicker';
export { GalleryGrid } from './GalleryGrid';
export { GenerateCover } from './GenerateCover';
export { PreviousCovers } from './PreviousCovers';
export { coverFileRefusal, uploadImage } from './uploadImage';
export { useCoverColorsMutation, useGalleryQuery } from './queries';
