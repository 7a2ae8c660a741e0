/** The flag emoji of an ISO 3166 country code: two regional-indicator letters. */
export function flagEmoji(isoCode: string): string {
  return String.fromCodePoint(...[...isoCode.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}
