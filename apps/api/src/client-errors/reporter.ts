import { createHash } from 'node:crypto';

/**
 * The day's bucket (0 to 65,535) of a sender's address: the first 16 bits of SHA-256 over the UTC date and the
 * address. Enough to count distinct senders of error reports, too coarse to name one (docs/privacy.md).
 */
export function reporterOf(address: string, now = new Date()): number {
  return createHash('sha256')
    .update(`${now.toISOString().slice(0, 10)}|${address}`)
    .digest()
    .readUInt16BE(0);
}
