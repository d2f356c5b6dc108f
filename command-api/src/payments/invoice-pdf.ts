import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import type { BillingData } from '@tablica/domain/orders/order';

/** What an invoice PDF shows. Amounts in minor units. */
export interface InvoiceDocument {
  readonly number: string;
  readonly kind: 'invoice' | 'correction';
  readonly corrects: string | null;
  readonly issuedAt: string;
  readonly seller: { readonly name: string; readonly address: string; readonly taxId: string };
  readonly buyer: BillingData;
  readonly item: string;
  readonly net: number;
  readonly tax: number;
  readonly gross: number;
  readonly currency: string;
  readonly vatRate: number;
  readonly reverseCharge: boolean;
}

// DejaVu Sans covers Polish letters (the PDF standard fonts do not).
const fontPath = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
let font: Promise<Buffer> | undefined;

const amount = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

/** A one-page invoice (bilingual labels, as Polish invoices to foreign buyers are), as PDF bytes. */
export async function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  font ??= readFile(fontPath);
  const regular = await pdf.embedFont(await font, { subset: true });
  const created = new Date(invoice.issuedAt);
  pdf.setTitle(invoice.number);
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  pdf.setProducer('Tablica');
  const page = pdf.addPage([595, 842]);
  let y = 790;
  const line = (text: string, size = 10, gap = 16) => {
    page.drawText(text, { x: 50, y, size, font: regular, color: rgb(0.1, 0.1, 0.1) });
    y -= gap;
  };
  const title =
    invoice.kind === 'correction'
      ? `Faktura korygująca / Corrective invoice ${invoice.number}`
      : `Faktura VAT / VAT invoice ${invoice.number}`;
  line(title, 16, 28);
  if (invoice.corrects) line(`Koryguje fakturę / Corrects invoice: ${invoice.corrects}`);
  line(`Data wystawienia / Issue date: ${invoice.issuedAt.slice(0, 10)}`, 10, 28);
  line('Sprzedawca / Seller', 11);
  line(invoice.seller.name);
  line(invoice.seller.address);
  line(`NIP / VAT id: ${invoice.seller.taxId}`, 10, 28);
  const { buyer } = invoice;
  line('Nabywca / Buyer', 11);
  line(buyer.companyName);
  line(`${buyer.street} ${buyer.streetNumber}, ${buyer.postalCode} ${buyer.city}, ${buyer.country}`);
  if (buyer.taxId) line(`NIP / VAT id: ${buyer.taxId}`);
  y -= 12;
  line(invoice.item, 11, 22);
  line(`Netto / Net: ${amount(invoice.net, invoice.currency)}`);
  line(
    invoice.reverseCharge
      ? 'VAT: odwrotne obciążenie / reverse charge (np)'
      : `VAT ${invoice.vatRate}%: ${amount(invoice.tax, invoice.currency)}`,
  );
  line(`Brutto / Gross: ${amount(invoice.gross, invoice.currency)}`, 12, 22);
  if (invoice.reverseCharge)
    line('Odwrotne obciążenie — art. 28b ustawy o VAT / Reverse charge, Art. 196 VAT Directive', 8);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
