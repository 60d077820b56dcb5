/** Order numbers: NU-<year>-<6 digits>, from the order_number_seq sequence (migration 0012). */
export function formatOrderNumber(year: number, sequence: number): string {
  return `NU-${year}-${String(sequence).padStart(6, '0')}`;
}
