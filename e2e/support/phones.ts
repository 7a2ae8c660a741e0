/** Area codes of the service area (WA and MA), all in use, so every generated number is valid. */
const AREA_CODES = ['206', '253', '360', '425', '509', '564', '339', '351', '413', '508', '617', '774', '781', '857', '978'];

const digit = (from = 0) => String(from + Math.floor(Math.random() * (10 - from)));

/**
 * A fresh, valid US mobile number (10 digits) per call, so tests never share an account or a
 * per-phone limit: a real area code, an exchange that starts 2–9 and is not N11, four line digits.
 */
export function randomPhone(): string {
  const area = AREA_CODES[Math.floor(Math.random() * AREA_CODES.length)];
  let exchange = `${digit(2)}${digit()}${digit()}`;
  if (exchange.endsWith('11')) exchange = `${exchange[0]}21`;
  return `${area}${exchange}${digit()}${digit()}${digit()}${digit()}`;
}
