/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits as 0-9, as Arabic phone keyboards type them and as
 * phones are stored: "+٩٧٤ ٥٥١٢ ٣٤٥٦" -> "+974 5512 3456". (The server reads either kind itself.) */
export function westernDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/gu, (d) => String((d.codePointAt(0) ?? 0) & 0xf));
}
