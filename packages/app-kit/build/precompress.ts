import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT_FILE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
// below this, the headers of a compressed response outweigh what compression saves
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside each text file of the build, compressed once at the highest levels;
 * the server sends them to browsers that accept them (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'market:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => TEXT_FILE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(outDir, file));
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([
            writeFile(path.join(outDir, `${file}.br`), br),
            writeFile(path.join(outDir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}
