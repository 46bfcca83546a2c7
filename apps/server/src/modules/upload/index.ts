// Uploads' public entry: where files are kept, and the one place that checks who uploaded what.
export { findOwnPublicImages, ownsPrivateUpload, ownsPublicUpload, uploadHashOf } from './queries.ts';
export { type StoredImage, uploads } from './schema.ts';
export { FileStorage } from './storage.ts';
