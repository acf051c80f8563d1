/** Text matched as it is inside a regular expression: "Dr. (Rose)" finds only those characters. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
