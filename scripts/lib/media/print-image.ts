// A small JPEG of the portrait for the CV PDF: jspdf places JPEG and PNG, never SVG or AVIF, so the build
// rasterises the portrait once, whatever its format, into a square of PRINT_SIZE pixels (about 25 mm at
// 240 dpi, as the PDF shows it), on white, which is the PDF page's colour.
import sharp from 'sharp';

export const PRINT_SIZE = 240;

export async function printImage(source: Buffer): Promise<Buffer> {
  // An SVG is drawn at a density that gives at least PRINT_SIZE pixels before the square is cut.
  return sharp(source, { density: 300 })
    .resize(PRINT_SIZE, PRINT_SIZE, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
