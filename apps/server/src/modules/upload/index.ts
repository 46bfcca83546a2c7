// Uploads' public entry: the one place that checks who uploaded what (the files are in src/storage/).
export {
  findOwnPublicImages,
  mapOwnPublicImages,
  ownsPrivateUpload,
  ownsPublicUpload,
  uploadHashOf,
} from './queries.ts';
export { type StoredImage, uploads } from './schema.ts';
