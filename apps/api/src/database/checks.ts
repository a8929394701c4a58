/** A CHECK constraint's condition: the column holds one of the values (a list of the shared contract's). */
export const inList = (column: string, values: readonly string[]): string =>
  `"${column}" IN (${values.map((v) => `'${v}'`).join(', ')})`;
