/** The numeric line as printed on the slip: four blocks of 11 digits, each with its check digit. */
export const printedLine = (line: string): string =>
  (line.match(/\d{12}/g) ?? []).map((b) => `${b.slice(0, 11)}-${b[11]}`).join(' ');
