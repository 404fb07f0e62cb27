// Step and question numbers as the design shows them: 01, 02, … 10.
export function twoDigitNumber(index: number): string {
  return String(index + 1).padStart(2, "0");
}
