/** One figure of the dashboard, as a term and its value inside the page's <dl>. */
export function StatCard({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-2 text-4xl font-bold text-brand-dark" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
