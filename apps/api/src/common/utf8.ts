// `fatal`: bytes that are not UTF-8 throw instead of becoming U+FFFD, so a request can be refused rather than stored
// with replacement characters.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The text of these bytes, or undefined when they are not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

const HEX = /^[0-9a-fA-F]{2}$/;

/**
 * Whether a request target (path and query string as received) is UTF-8, both in raw bytes (Node hands the
 * request line over as latin1, one character per byte) and in percent escapes ('%FF' or '%C3%28' are not). A '%'
 * not followed by two hex digits is taken literally: it carries no byte.
 */
export function isUtf8RequestTarget(url: string): boolean {
  let plain = true;
  for (let i = 0; i < url.length && plain; i++) {
    const c = url.charCodeAt(i);
    plain = c !== 0x25 && c < 0x80;
  }
  if (plain) return true;
  const bytes = new Uint8Array(url.length);
  let n = 0;
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    const escape = c === 0x25 ? url.slice(i + 1, i + 3) : '';
    if (HEX.test(escape)) {
      bytes[n++] = parseInt(escape, 16);
      i += 2;
    } else if (c > 0xff) {
      return false; // not one byte: cannot have come from the wire
    } else {
      bytes[n++] = c;
    }
  }
  return decodeUtf8(bytes.subarray(0, n)) !== undefined;
}
