/** The name parts every person record of the API carries (users, candidates, chat partners). */
export interface NameParts {
  first_name?: string | null;
  last_name?: string | null;
}

/** "First Last" from the parts that are filled in, or null when the person gave neither. */
export function fullName(person: NameParts | null | undefined): string | null {
  const name = [person?.first_name, person?.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}

/** The letter of a person's avatar: first name, else email, else a neutral mark. */
export function personInitial(person: (NameParts & { email?: string | null }) | null | undefined): string {
  const source = person?.first_name?.trim() || person?.email?.trim() || '';
  return source ? source.charAt(0).toLocaleUpperCase() : '?';
}
