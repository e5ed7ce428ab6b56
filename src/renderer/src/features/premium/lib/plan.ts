/** Shown as {email} and {phone} in the payment screen's support line. */
export const SUPPORT_CONTACT = { email: 'suporte@conexao.ao', phone: '+244 923 000 000' } as const;
