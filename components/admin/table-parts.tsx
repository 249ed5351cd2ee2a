/** The header row of a back-office table: one column header each. */
export function TableHead({ headers }: { headers: readonly string[] }) {
  return (
    <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700 uppercase">
      <tr>
        {headers.map((header) => (
          <th key={header} scope="col" className="px-3 py-2">
            {header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The one row of a table that has none, across all its columns. */
export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <tr>
      <td colSpan={columns} className="px-3 py-6 text-center text-gray-600">
        {text}
      </td>
    </tr>
  );
}
