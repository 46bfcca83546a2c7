// upload.test.ts again, with the files in a bucket of an S3-compatible server (s3rver) instead of
// on the disk: the same answers, URLs and refusals on either storage (decision 022).
import { useStorage } from './storage-under-test.ts';

useStorage('s3');
await import('./upload.test.ts');
await import('./upload-private.test.ts');
await import('./upload-refusals.test.ts');
