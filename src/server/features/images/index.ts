// What other features use of the images feature: the built-in gallery's covers (the landing page and the
// inspirations show them).
export { galleryCovers } from './gallery';
