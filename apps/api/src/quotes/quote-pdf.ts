import PDFDocument from 'pdfkit';
import { RENOVATION_TYPES, type Quote } from '@reformas/shared-types';
import { formatQuoteCents, formatQuoteDay } from '../notifications/notification-mails';

/** What the PDF shows beyond the quote itself: the request's owner and the work. */
export type QuotePdfContext = {
  clientName: string;
  renovationType: string;
  city: string;
  description: string | null;
  site: string;
};

const typeLabel = (value: string) => RENOVATION_TYPES.find((t) => t.value === value)?.label ?? value;
const months = (n: number) => (n === 1 ? '1 mes' : `${n} meses`);
const days = (n: number) => (n === 1 ? '1 día' : `${n} días`);

/**
 * A quote as a written document (pdfkit, its built-in Helvetica: Latin-1 with the euro sign, enough for Spanish):
 * what a written quote must show in Spain, the firm with its NIF/CIF, the client, the work, each line, VAT, total,
 * dates, validity and warranty.
 */
export function quotePdf(quote: Quote, context: QuotePdfContext): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Presupuesto nº ${quote.id}`, Author: quote.firm.name, Creator: context.site },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 100;
  const amountWidth = 120;
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
    doc.text(label, 50, y, { width: width - amountWidth - 10 });
    const after = doc.y;
    doc.text(amount, 50 + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.moveDown(0.3);
  };

  doc.font('Helvetica-Bold').fontSize(20).text(`Presupuesto nº ${quote.id}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Fecha: ${formatQuoteDay(quote.updatedAt.slice(0, 10))}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(12).text(quote.firm.name);
  doc.font('Helvetica').fontSize(11).text(`NIF/CIF: ${quote.firm.taxId}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Cliente');
  doc.font('Helvetica').text(context.clientName);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Trabajo');
  doc.font('Helvetica').text(`${typeLabel(context.renovationType)} en ${context.city}`);
  if (context.description) doc.text(context.description);
  doc.moveDown();

  doc.font('Helvetica-Bold').text('Partidas');
  doc.moveDown(0.3);
  for (const line of quote.lines) row(line.concept, formatQuoteCents(line.amountCents));
  doc
    .moveTo(50, doc.y)
    .lineTo(50 + width, doc.y)
    .stroke();
  doc.moveDown(0.3);
  row('Subtotal', formatQuoteCents(quote.subtotalCents));
  row(`IVA (${quote.vatRate} %)`, formatQuoteCents(quote.vatCents));
  row('Total', formatQuoteCents(quote.totalCents), true);
  doc.moveDown();

  doc.font('Helvetica').fontSize(11);
  doc.text(`Inicio: ${formatQuoteDay(quote.startDate)}`);
  doc.text(`Duración: ${days(quote.durationDays)}`);
  doc.text(`Válido hasta: ${formatQuoteDay(quote.validUntil)}`);
  doc.text(
    `Garantía: ${quote.warrantyMonths === 0 ? 'sin garantía adicional' : months(quote.warrantyMonths)}`,
  );
  if (quote.message) {
    doc.moveDown();
    doc.font('Helvetica-Bold').text('Mensaje');
    doc.font('Helvetica').text(quote.message);
  }
  doc.moveDown(2);
  doc.fontSize(8).fillColor('#555').text(`Presupuesto enviado a través de ${context.site}.`);
  doc.end();
  return done;
}
