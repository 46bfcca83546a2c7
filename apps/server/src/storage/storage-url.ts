/** Where an S3-compatible bucket is and how to reach it: `STORAGE_URL` taken apart (decision 022). */
export interface StorageTarget {
  bucket: string;
  /** Prepended to every key, empty or ending in `/`, so one bucket can hold several sites. */
  prefix: string;
  /** The store's address (MinIO, R2, s3rver…); undefined = AWS's own for the region. */
  endpoint: string | undefined;
  region: string;
  /** `bucket` in the path instead of the host name, as most S3-compatible servers need. */
  forcePathStyle: boolean;
}

export const STORAGE_URL_FORMAT =
  's3://bucket[/prefix]?endpoint=http://host:9000&region=us-east-1&forcePathStyle=true';

const PARAMETERS = ['endpoint', 'region', 'forcePathStyle'];

/** AWS's rule for bucket names, which the S3-compatible servers follow too. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^[A-Za-z0-9!_.*'()/-]*$/;
const REGION = /^[a-z0-9-]{1,40}$/;

export class StorageUrlError extends Error {}

/** `STORAGE_URL` as a target, or a StorageUrlError saying what is wrong with it. */
export function parseStorageUrl(text: string): StorageTarget {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new StorageUrlError(`must look like ${STORAGE_URL_FORMAT}`);
  }
  if (url.protocol !== 's3:') throw new StorageUrlError(`must start with s3:// (${STORAGE_URL_FORMAT})`);
  // keys in the URL would be printed wherever the setting is: they have their own variables
  if (url.username || url.password)
    throw new StorageUrlError('must carry no keys: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  if (url.port) throw new StorageUrlError('the port belongs to endpoint=, not to the bucket');
  if (url.hash) throw new StorageUrlError('must have no #fragment');
  const bucket = url.hostname;
  if (!BUCKET.test(bucket))
    throw new StorageUrlError(`"${bucket}" is no bucket name (3-63 of a-z, 0-9, "." and "-")`);
  const prefix = prefixOf(url.pathname);
  for (const name of url.searchParams.keys()) {
    if (!PARAMETERS.includes(name))
      throw new StorageUrlError(`unknown parameter "${name}" (known: ${PARAMETERS.join(', ')})`);
  }
  return {
    bucket,
    prefix,
    endpoint: endpointOf(url.searchParams.get('endpoint')),
    region: regionOf(url.searchParams.get('region')),
    forcePathStyle: flagOf(url.searchParams.get('forcePathStyle')),
  };
}

function prefixOf(pathname: string): string {
  const path = decodeURIComponent(pathname).replace(/^\/+/, '');
  if (path === '') return '';
  const segments = path.replace(/\/+$/, '').split('/');
  if (!PREFIX.test(path) || segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    throw new StorageUrlError(`"${path}" is no key prefix (letters, digits, !_.*'()- and single slashes)`);
  return `${segments.join('/')}/`;
}

function endpointOf(value: string | null): string | undefined {
  if (value === null) return undefined;
  let endpoint: URL;
  try {
    endpoint = new URL(value);
  } catch {
    throw new StorageUrlError(`endpoint "${value}" is no URL`);
  }
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:')
    throw new StorageUrlError(`endpoint "${value}" must start with http:// or https://`);
  return value;
}

function regionOf(value: string | null): string {
  if (value === null) return 'us-east-1';
  if (!REGION.test(value)) throw new StorageUrlError(`region "${value}" is no region name`);
  return value;
}

function flagOf(value: string | null): boolean {
  if (value === null || value === 'false') return false;
  if (value === 'true') return true;
  throw new StorageUrlError(`forcePathStyle must be true or false, not "${value}"`);
}
