import { getDocumentProxy } from 'unpdf';

/**
 * A PDF's text, page by page, as lines: pdf.js (through unpdf) gives runs of text and marks where a line ends; a
 * heading is told by starting a line (scripts/adv/brochures/items.ts). A PDF pdf.js cannot open throws.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[][]> {
  // pdf.js may take the buffer over: it gets its own copy. verbosity 0: no warnings about the file on the terminal.
  // The PDF is a stranger's file: its fonts are neither installed nor matched to this machine's (text needs neither).
  const pdf = await getDocumentProxy(new Uint8Array(bytes), {
    verbosity: 0,
    disableFontFace: true,
    useSystemFonts: false,
  });
  try {
    const pages: string[][] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const lines: string[] = [];
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (!item.hasEOL) continue;
        lines.push(line);
        line = '';
      }
      if (line !== '') lines.push(line);
      pages.push(lines.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => text !== ''));
      page.cleanup();
    }
    return pages;
  } finally {
    await pdf.loadingTask.destroy();
  }
}
