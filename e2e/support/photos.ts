import sharp from 'sharp';

/** A real PNG of this size (a gradient of a colour), as a phone's photo would be, only smaller. */
export async function photo(width: number, height: number, red: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = red;
    pixels[i + 1] = (i / 3) % 256;
    pixels[i + 2] = Math.floor(i / 3 / width) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
