import type { FastifyInstance } from 'fastify';
import { importBytes } from './media-import';

const LINES = [
  'Riverside Studio - Glaze Recipe Book',
  '',
  'River Green (cone 6, oxidation)',
  '  Custer feldspar 25, silica 25, whiting 20, EPK kaolin 20, talc 10',
  '  + copper carbonate 2.5, rutile 3',
  '',
  'Celadon (cone 10, reduction)',
  '  Custer feldspar 27, silica 30, whiting 20, EPK kaolin 23',
  '  + red iron oxide 1',
  '',
  'Ash Glaze (cone 10)',
  '  Wood ash 40, Custer feldspar 40, EPK kaolin 20',
  '',
  'Firing notes: slow cool from 1900F to 1500F for crystals in River Green.',
];

const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * The file the demo shop's digital product sells: a small, real PDF made here rather than shipped
 * among the public demo assets, so it reaches buyers only through their download links.
 */
export function recipeBookPdf(): Buffer {
  const stream = ['BT /F1 12 Tf 16 TL 72 740 Td', ...LINES.map((line) => `(${pdfText(line)}) '`), 'ET'].join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export const DEMO_DIGITAL_PRODUCT = 'Glaze Recipe Book (PDF)';
export const DEMO_DOWNLOAD_NAME = 'Riverside Glaze Recipes.pdf';

/** Puts the recipe book in the demo site's library and attaches it to the digital product. */
export async function attachDemoDownload(app: FastifyInstance, siteId: string): Promise<void> {
  const item = await importBytes(app, siteId, DEMO_DOWNLOAD_NAME, recipeBookPdf());
  await app.db
    .updateTable('products')
    .set({ file_media_id: item.id })
    .where('website_id', '=', siteId)
    .where('name', '=', DEMO_DIGITAL_PRODUCT)
    .execute();
}
