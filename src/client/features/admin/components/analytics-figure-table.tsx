import type { ReactNode } from 'react';

/** A titled table of figures that scrolls sideways on a phone rather than squeezing its columns. */
export function FigureTable({
  id,
  title,
  columns,
  rows,
}: {
  id: string;
  title: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <div className="grid content-start gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-labelledby={id}
        className="overflow-x-auto rounded-xl border border-border bg-white px-4 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <table aria-labelledby={id} className="w-full min-w-[32rem] text-left text-sm">
          <thead>
            <tr className="text-muted-foreground">
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={index === 0 ? 'py-3 pr-4 font-medium' : 'py-3 pr-4 text-right font-medium'}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, cells }) => (
              <tr key={key} className="border-t border-border">
                {cells.map((cell, index) =>
                  index === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                    <th key={index} scope="row" className="py-3 pr-4 font-medium">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                    <td key={index} className="py-3 pr-4 text-right tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
