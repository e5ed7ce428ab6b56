/**
 * AKZ amounts use Angolan number formatting in both languages (15 000, not 15,000): the
 * currency is Angolan, and the catalogue adds the " AKZ" unit.
 */
const angolanNumber = new Intl.NumberFormat('pt-AO', { maximumFractionDigits: 2 });

export function formatAmount(amount: number): string {
  return angolanNumber.format(amount);
}
