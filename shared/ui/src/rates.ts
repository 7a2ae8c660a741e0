/**
 * `@homeward/ui/rates`: lenders' published rate sheets, an entry of its own, so a page that shows
 * no rates downloads none of it.
 */
export { RateSheets, type RateSheetsProps } from './RateSheets';
