import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A response body from pieces of text made on demand: each piece is encoded and sent as it
 * comes, and the event loop gets a turn between pieces, so one big list never blocks other
 * requests nor holds the whole answer in memory twice.
 */
export function pieceStream(pieces: Iterable<string | Buffer>): Readable {
  async function* gen(): AsyncGenerator<Buffer> {
    for (const piece of pieces) {
      yield typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
      await nextTurn();
    }
  }
  return Readable.from(gen(), { objectMode: false });
}
