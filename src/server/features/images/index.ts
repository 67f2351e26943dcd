// What other features use of the images feature: the built-in gallery's covers (the landing page and the
// inspirations show them), and the cover rule on save (editEventDetails keeps only Elk's own covers).
export { galleryCovers } from './gallery';
export { settleCover } from './coverCopy';
