import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { parseStorageUrl } from './storage-url.ts';

describe('parseStorageUrl', () => {
  it('reads the bucket, a prefix and the parameters', () => {
    expect(
      parseStorageUrl(
        's3://market-files/site-a/uploads?endpoint=http://127.0.0.1:9000&region=eu-west-3&forcePathStyle=true',
      ),
    ).toEqual({
      bucket: 'market-files',
      prefix: 'site-a/uploads/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      forcePathStyle: true,
    });
  });

  it('defaults to AWS in us-east-1, virtual-host style, no prefix', () => {
    expect(parseStorageUrl('s3://market-files')).toEqual({
      bucket: 'market-files',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(parseStorageUrl('s3://market-files/').prefix).toBe('');
    expect(parseStorageUrl('s3://market-files/a/').prefix).toBe('a/');
  });

  it.each([
    ['https://market-files', /must start with s3:\/\//],
    ['market-files', /must look like s3:\/\/bucket/],
    ['s3://Market_Files', /no bucket name/],
    ['s3://ab', /no bucket name/],
    ['s3://key:secret@market-files', /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
    ['s3://market-files:9000', /port belongs to endpoint=/],
    ['s3://market-files/a%2F..%2Fb', /no key prefix/],
    ['s3://market-files/a//b', /no key prefix/],
    ['s3://market-files?forcepathstyle=true', /unknown parameter "forcepathstyle"/],
    ['s3://market-files?forcePathStyle=yes', /forcePathStyle must be true or false/],
    ['s3://market-files?endpoint=ftp://files', /endpoint "ftp:\/\/files" must start with http/],
    ['s3://market-files?endpoint=127.0.0.1:9000', /endpoint "127.0.0.1:9000" is no URL/],
    ['s3://market-files?region=EU%20West', /region "EU West" is no region name/],
  ])('refuses %s', (text, message) => {
    expect(() => parseStorageUrl(text)).toThrow(message);
  });
});

describe('the storage settings in loadConfig', () => {
  it('are unset by default: uploads stay on the disk', () => {
    const config = loadConfig({ STORAGE_URL: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' });
    expect(config.STORAGE_URL).toBeUndefined();
    expect(config.UPLOAD_DIR).toBe('./uploads');
  });

  it.each([
    [{ STORAGE_URL: 'http://minio:9000/market' }, 'STORAGE_URL: must start with s3://'],
    [{ STORAGE_URL: 's3://market?region=x&colour=blue' }, 'STORAGE_URL: unknown parameter "colour"'],
    [{ S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'],
    [{ S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'],
  ])('stop the start naming the setting: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`Invalid configuration:\n  ${message}`);
  });
});
