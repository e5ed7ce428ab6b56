import PDFDocument from 'pdfkit';

export interface SampleCvInput {
  name: string;
  headline?: string | null;
  city?: string | null;
  skills?: readonly string[];
}

/**
 * A one-page CV as a real PDF (pdfkit, the standard Helvetica): the demo's candidates send one
 * with some applications, and tests upload it as the genuine article. Deterministic: no
 * creation date, so the same input gives the same bytes.
 */
export function sampleCv({ name, headline, city, skills = [] }: SampleCvInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `CV ${name}`, CreationDate: new Date(0) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(22).text(name);
  if (headline) doc.font('Helvetica').fontSize(12).fillColor('#444').text(headline);
  if (city) doc.font('Helvetica').fontSize(11).fillColor('#444').text(city);
  doc.moveDown().fillColor('#000').font('Helvetica-Bold').fontSize(13).text('Competências / Skills');
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(skills.length ? skills.join(' · ') : '—');
  doc.moveDown().font('Helvetica-Bold').fontSize(13).text('Formação / Education');
  doc.font('Helvetica').fontSize(11).text('Licenciatura em curso — Universidade Agostinho Neto, Luanda');
  doc.moveDown().font('Helvetica-Bold').fontSize(13).text('Experiência / Experience');
  doc.font('Helvetica').fontSize(11).text('Projectos académicos e voluntariado.');
  doc.end();
  return done;
}
