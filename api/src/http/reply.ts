/** The success envelope of spec 7. */
export function ok<T>(data: T): { statusCode: 'Success'; data: T } {
  return { statusCode: 'Success', data };
}
