import { PREMIUM_PRICE_AKZ } from '@shared/constants';

/** The one plan on sale: Professional Plan, monthly, VAT included, quantity 1. */
export const PROFESSIONAL_PLAN = { priceAkz: PREMIUM_PRICE_AKZ, quantity: 1 } as const;

/** Shown as {email} and {phone} in the payment screen's support line. */
export const SUPPORT_CONTACT = { email: 'suporte@conexao.ao', phone: '+244 923 000 000' } as const;
