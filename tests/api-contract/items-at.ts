/**
 * The values at a path of a JSON answer: `agenda[].agenda_items[]` is every agenda item of every day. A segment
 * ending in `[]` spreads the array it names; a missing key yields nothing, so an emptied list fails the check.
 */
export function itemsAt(body: unknown, path: string): unknown[] {
  return path.split('.').reduce<unknown[]>(
    (values, segment) => {
      const isList = segment.endsWith('[]');
      const key = isList ? segment.slice(0, -2) : segment;

      return values.flatMap((value) => {
        if (typeof value !== 'object' || value === null || !(key in value)) return [];
        const child: unknown = Reflect.get(value, key);
        if (!isList) return [child];

        return Array.isArray(child) ? child : [];
      });
    },
    [body],
  );
}
