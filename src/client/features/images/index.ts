// What other features use of the images feature: the cover gallery and the theme menu, the crop dialog, the
// checked upload, and the gallery query (quick-create looks up its theme's cover).
export { CropDialog } from './CropDialog';
export { GalleryGrid } from './GalleryGrid';
export { ThemeQuickStart } from './ThemeQuickStart';
export { coverFileRefusal, uploadImage } from './uploadImage';
export { useGalleryQuery } from './queries';
