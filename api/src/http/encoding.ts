import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** The encodings the API answers in, best first. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Answers smaller than this are sent as they are (as the global compression does). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/**
 * The encoding to answer in, from Accept-Encoding (RFC 9110 12.5.3): the best by quality, brotli
 * first on a tie; `q=0` refuses an encoding, `*` stands for any not named; none when neither is acceptable.
 */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding {
  const text = Array.isArray(header) ? header.join(',') : header;
  return negotiator.negotiate(text ?? '') ?? 'identity';
}

export interface EncodedAnswer {
  bytes: Buffer;
  encoding: ContentEncoding;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Answers up to this size are compressed in place: at these levels a 42 KB answer takes ~0.2 ms,
 * while handing it to the thread pool costs more than that on the event loop itself (a zlib stream
 * per answer: measured ~0.37 ms of CPU against ~0.2 ms). Larger answers still go to the pool.
 */
export const COMPRESS_IN_PLACE_MAX_BYTES = 64 * 1024;

/**
 * Compresses a dynamic answer. Low levels: for JSON of tens of kilobytes, brotli at quality 1 with a
 * 64 KB window and gzip at level 1 cost a fraction of their defaults (brotli's default 11, or even
 * the 4 the global compression uses, costs several times more) for a few percent more bytes
 * (measured on a 58 KB Bellevue answer: brotli 1 → 10.6 KB, brotli 4 → 9.8 KB, gzip 6 → 10.3 KB).
 * Small answers are compressed in place, larger ones on libuv's thread pool (COMPRESS_IN_PLACE_MAX_BYTES).
 */
export async function encodeAnswer(body: Buffer, wanted: ContentEncoding): Promise<EncodedAnswer> {
  if (wanted === 'identity' || body.length < COMPRESS_THRESHOLD_BYTES) return { bytes: body, encoding: 'identity' };
  const inPlace = body.length <= COMPRESS_IN_PLACE_MAX_BYTES;
  if (wanted === 'br') {
    const options = {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    };
    return { bytes: inPlace ? zlib.brotliCompressSync(body, options) : await brotli(body, options), encoding: 'br' };
  }
  return { bytes: inPlace ? zlib.gzipSync(body, { level: 1 }) : await gzip(body, { level: 1 }), encoding: 'gzip' };
}
