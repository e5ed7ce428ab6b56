/** Angola (WAT, UTC+01:00) has no daylight saving, so its calendar day is a fixed shift of UTC's. */
const LUANDA_OFFSET_MS = 3_600_000;

/** The day `moment` falls on in Luanda, as YYYY-MM-DD: how the product dates things (docs/product.md §10). */
export function luandaDate(moment: Date): string {
  return new Date(moment.getTime() + LUANDA_OFFSET_MS).toISOString().slice(0, 10);
}
