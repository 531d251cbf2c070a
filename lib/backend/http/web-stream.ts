import type { Readable } from 'node:stream';

/**
 * A Node stream as a web ReadableStream, with back-pressure. Node 20's `Readable.toWeb` throws
 * "Controller is already closed" from an event handler when its reader cancels while data still
 * arrives (a refused upload, a client leaving mid-download), which would end the process; here
 * the chunks after a cancel are dropped instead. `onCancel` decides what happens to the source:
 * a file is closed, a request body is drained so its answer can still be sent.
 */
export function webStreamOf(source: Readable, onCancel: (source: Readable) => void = (s) => s.destroy()): ReadableStream<Uint8Array> {
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      source.on('data', (chunk: Buffer | string) => {
        if (done) return;
        controller.enqueue(
          typeof chunk === 'string' ? new TextEncoder().encode(chunk) : new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength),
        );
        if ((controller.desiredSize ?? 1) <= 0) source.pause();
      });
      source.once('end', () => {
        if (done) return;
        done = true;
        controller.close();
      });
      source.once('error', (error) => {
        if (done) return;
        done = true;
        controller.error(error);
      });
      source.pause();
    },
    pull() {
      source.resume();
    },
    cancel() {
      done = true;
      onCancel(source);
    },
  });
}

/** What a refused request body does with the rest of its bytes: read and dropped, so the answer still goes out. */
export function drain(source: Readable): void {
  source.resume();
}
