// The phone's connection, shared by every response the throttling proxy sends: each waits one round trip
// before its first byte, then all of them share one downlink, a packet at a time in turn, as requests on
// one slow mobile connection do.

/** Lighthouse's "slow 4G": 562.5 ms round trips, 1.47 Mbit/s down. */
export const PHONE_NETWORK = { latencyMs: 562.5, bytesPerSecond: (1474.56 * 1024) / 8 };
const PACKET = 1460;
const TICK_MS = 5;

/**
 * A downlink of `bytesPerSecond`: `send(write, data, gone)` resolves once every byte has gone through
 * `write`, or as soon as `gone()` says the receiver has closed the connection (a tap that leaves the page
 * cancels its requests: the rest of their bytes never take the link).
 */
export function createDownlink({ bytesPerSecond }) {
  /** @type {{ write: (chunk: Buffer) => void, data: Buffer, offset: number, done: () => void, gone: () => boolean }[]} */
  const queue = [];
  let credit = 0;
  let last = performance.now();
  let timer;

  function pump() {
    const now = performance.now();
    credit = Math.min(credit + ((now - last) / 1000) * bytesPerSecond, PACKET * 8);
    last = now;
    // One packet per waiting response in turn, while the link has credit for it.
    while (queue.length && credit >= Math.min(PACKET, queue[0].data.length - queue[0].offset)) {
      const stream = queue.shift();
      if (stream.gone()) {
        stream.done();
        continue;
      }
      const size = Math.min(PACKET, stream.data.length - stream.offset);
      stream.write(stream.data.subarray(stream.offset, stream.offset + size));
      stream.offset += size;
      credit -= size;
      if (stream.offset < stream.data.length) queue.push(stream);
      else stream.done();
    }
    if (queue.length) timer = setTimeout(pump, TICK_MS);
    else timer = undefined;
  }

  return {
    send(write, data, gone = () => false) {
      return new Promise((done) => {
        if (!data.length) return done();
        if (!queue.length && !timer) {
          last = performance.now();
          credit = 0;
        }
        queue.push({ write, data, offset: 0, done, gone });
        timer ??= setTimeout(pump, 0);
      });
    },
  };
}
