/** An open range's end as staff write it: nothing, or "to this day" in either language. */
const OPEN_END = /^(|одоог хүртэл|одоо|present|to date|now)$/i;

/**
 * A president's years of work for the page: a range still running (`2018–`, `2018–одоог хүртэл`) is written
 * with the page language's "to this day" (`since`); a closed range (`1994–2002`) is the same in every language.
 */
export function yearsOfWorkText(yearsOfWork: string, since: (from: string) => string): string {
  const range = /^\s*(\d{4})\s*[–-]\s*(.*?)\s*$/.exec(yearsOfWork);
  if (!range) return yearsOfWork;
  const [, from = '', end = ''] = range;

  return OPEN_END.test(end) ? since(from) : yearsOfWork;
}
