import type { SearchTermStat } from '@app/contracts';

/** The terms whose search showed the shop, most shown first, with the views they led to. */
export function SearchTermsTable({ terms }: { terms: readonly SearchTermStat[] }) {
  if (terms.length === 0) {
    return <p className="text-sm text-muted-foreground">No searches showed this shop in this period.</p>;
  }
  return (
    <table className="w-full text-sm">
      <thead className="text-left text-muted-foreground">
        <tr>
          <th scope="col" className="py-2 font-medium">
            Search term
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Shown
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Views from search
          </th>
        </tr>
      </thead>
      <tbody>
        {terms.map((row) => (
          <tr key={row.term} className="border-t">
            <td className="py-2">{row.term}</td>
            <td className="py-2 text-right tabular-nums">{row.impressions}</td>
            <td className="py-2 text-right tabular-nums">{row.views}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
