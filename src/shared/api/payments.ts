import { z } from 'zod';
import { envelope, timestamp } from './envelope';
import { text } from './text';

/**
 * The Professional Plan and its payments (issue 17, docs/product.md §2 Payment). Money is whole
 * kwanzas (integers) everywhere in the contract: never a float.
 */

export const PAYMENT_METHODS = ['MULTICAIXA_REFERENCE', 'MULTICAIXA_EXPRESS', 'BANK_TRANSFER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_STATUSES = [
  'AWAITING_PAYMENT',
  'PROOF_SUBMITTED',
  'PAID',
  'EXPIRED',
  'CANCELLED',
  'REJECTED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses after which nothing more happens to an order. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['PAID', 'EXPIRED', 'CANCELLED', 'REJECTED'];

/** History entries: the order's own steps, then its statuses. */
export const ORDER_HISTORY_STEPS = ['ORDER_CONFIRMED', 'PAYMENT_ORDER_CREATED', ...ORDER_STATUSES] as const;
export type OrderHistoryStep = (typeof ORDER_HISTORY_STEPS)[number];

export const PLAN_IDS = ['PROFESSIONAL_MONTHLY'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** A proof of transfer: PDF, PNG or JPEG (checked by its bytes), at most 5 MB. */
export const PROOF_FIELD = 'proof';

export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  amountKz: z.number().int().describe('Whole kwanzas, VAT included.'),
  months: z.number().int(),
  quantity: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

export const bankDetailsSchema = z.object({ iban: z.string(), beneficiary: z.string(), bank: z.string() });
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** GET /payments/plans: what is on sale and how it can be paid here. */
export const plansResponse = envelope(
  z.object({
    plans: z.array(planSchema),
    methods: z.array(z.enum(PAYMENT_METHODS)).describe('The methods this server accepts now.'),
    bank: bankDetailsSchema.nullable().describe('Where to send a bank transfer; null when not offered.'),
  }),
);
export type PlansResponse = z.infer<typeof plansResponse>;

export const orderSchema = z.object({
  id: z.string(),
  number: z.string().describe('The order number people quote (e.g. CNX-000042), also on a transfer.'),
  planId: z.enum(PLAN_IDS),
  method: z.enum(PAYMENT_METHODS),
  amountKz: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  reference: z
    .object({ entity: z.string(), number: z.string(), expiresAt: timestamp })
    .nullable()
    .describe('The Multicaixa reference to pay (method MULTICAIXA_REFERENCE).'),
  phone: z.string().nullable().describe('The Multicaixa Express phone (method MULTICAIXA_EXPRESS).'),
  history: z.array(z.object({ status: z.enum(ORDER_HISTORY_STEPS), at: timestamp })),
  proofSubmitted: z.boolean(),
  rejectionReason: z.string().nullable(),
  receiptNumber: z.string().nullable().describe('Set once the order is paid.'),
  paidAt: timestamp.nullable(),
  activeUntil: timestamp.nullable().describe('The end of the plan period this order paid for.'),
  createdAt: timestamp,
});
export type PaymentOrder = z.infer<typeof orderSchema>;

/** Angolan mobile numbers: 9 digits starting with 9, optionally after +244 / 244 and spaces. */
export const ANGOLAN_PHONE = /^(?:\+?244)?9\d{8}$/;
export const normalisePhone = (value: string) => value.replace(/[\s-]/g, '');

export const createOrderBody = z
  .object({
    planId: z.enum(PLAN_IDS, { error: 'payments.planUnknown' }),
    method: z.enum(PAYMENT_METHODS, { error: 'payments.methodUnknown' }),
    phone: text('payments.phoneInvalid')
      .max(30, 'payments.phoneInvalid')
      .transform(normalisePhone)
      .refine((v) => ANGOLAN_PHONE.test(v), 'payments.phoneInvalid')
      .optional(),
    /** The receipt's company name; the caller's company when left out. */
    companyName: text('payments.companyNameInvalid')
      .trim()
      .max(120, 'payments.companyNameInvalid')
      .optional(),
    /** Angolan tax number (NIF) for the receipt: letters and digits, 9 to 14. */
    nif: text('payments.nifInvalid')
      .trim()
      .regex(/^[0-9A-Za-z]{9,14}$/, 'payments.nifInvalid')
      .optional(),
  })
  .refine((body) => body.method !== 'MULTICAIXA_EXPRESS' || body.phone !== undefined, {
    error: 'payments.phoneRequired',
    path: ['phone'],
  });
export type CreateOrderBody = z.input<typeof createOrderBody>;

export const orderIdParams = z.object({
  id: text('errors.notFound').uuid('errors.notFound'),
});

export const orderResponse = envelope(z.object({ order: orderSchema }));
export type OrderResponse = z.infer<typeof orderResponse>;

export const ordersResponse = envelope(z.object({ orders: z.array(orderSchema) }));
export type OrdersResponse = z.infer<typeof ordersResponse>;

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'NONE'] as const;
export const subscriptionResponse = envelope(
  z.object({
    planId: z.enum(PLAN_IDS).nullable(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    activeUntil: timestamp.nullable(),
  }),
);
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;
export type Subscription = SubscriptionResponse['data'];

/** POST /payments/sandbox/pay: pays a sandbox reference (or an Express order's number) as a bank would. */
export const sandboxPayBody = z.object({
  reference: text('errors.invalidRequest')
    .trim()
    .min(1, 'errors.invalidRequest')
    .max(40, 'errors.invalidRequest'),
  amountKz: z
    .number({ error: 'errors.invalidRequest' })
    .int('errors.invalidRequest')
    .min(1, 'errors.invalidRequest')
    .max(1_000_000_000, 'errors.invalidRequest'),
});
export type SandboxPayBody = z.input<typeof sandboxPayBody>;

export const webhookParams = z.object({ provider: text('errors.notFound').max(40, 'errors.notFound') });

/** The answer to a webhook or a sandbox payment: how many payments were new. */
export const webhookResponse = envelope(z.object({ received: z.number().int(), applied: z.number().int() }));

/** Receipt numbers: R-<year>-<6 digits>. Order numbers: CNX-<6 digits>. */
export const formatOrderNumber = (seq: number) => `CNX-${String(seq).padStart(6, '0')}`;
export const parseOrderNumber = (value: string): number | null => {
  const match = /^CNX-(\d{1,12})$/i.exec(value.trim());
  return match ? Number(match[1]) : null;
};
export const formatReceiptNumber = (year: number, seq: number) => `R-${year}-${String(seq).padStart(6, '0')}`;

/**
 * Kwanzas the Angolan way: '15 000,00 Kz'. Every space is a plain no-break space (U+00A0), so a
 * PDF's standard fonts and a test's regular expression see the same character everywhere.
 */
const kwanza = new Intl.NumberFormat('pt-AO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export function formatKwanza(amountKz: number): string {
  return `${kwanza.format(amountKz).replace(/[\u202F\u2009\s]/g, '\u00A0')}\u00A0Kz`;
}
