export function PageSkeleton() {
  return (
    <div className="container-page animate-pulse py-16" aria-busy="true">
      <div className="mb-6 h-10 w-2/3 rounded-lg bg-slate-200" />
      <div className="mb-3 h-4 w-full rounded bg-slate-200" />
      <div className="mb-3 h-4 w-5/6 rounded bg-slate-200" />
      <div className="h-4 w-4/6 rounded bg-slate-200" />
    </div>
  );
}
