import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A brochure as a real PDF, from its text: one array of lines per page, long lines wrapped. Tests of the brochure
 * reader and of the fee schedules use it to write brochures in the shapes real ones take. `padBytes` adds an
 * unused stream of that many incompressible bytes, so a fixture PDF can weigh what a real one does.
 */
const LINE_HEIGHT = 13;
const WRAP = 95;

function wrapped(line: string): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > WRAP) {
    const space = rest.lastIndexOf(' ', WRAP);
    const cut = space > 0 ? space : WRAP;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut).trimStart();
  }
  return [...out, rest];
}

/** Deterministic bytes a deflater cannot shrink (a real PDF's streams are compressed already). */
function noise(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = 0x2545f491;
  for (let at = 0; at < length; at += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[at] = state & 0xff;
  }
  return bytes;
}

export async function brochurePdf(
  pages: readonly (readonly string[])[],
  options: { padBytes?: number } = {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([612, 792]);
    let y = 750;
    for (const line of lines.flatMap(wrapped)) {
      page.drawText(line, { x: 50, y, size: 10, font });
      y -= LINE_HEIGHT;
    }
  }
  if (options.padBytes) pdf.context.register(pdf.context.stream(noise(options.padBytes)));
  // A fixed date: the same text gives the same bytes, so a fixture's SHA-256 does not change between runs.
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  return pdf.save();
}
