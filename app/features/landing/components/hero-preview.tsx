/** A drawn miniature of the dashboard; decoration only, so screen readers skip it. */
export function HeroPreview() {
  const bars = [62, 78, 55, 90, 72, 84, 68];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-tr from-blue-200/60 via-sky-100/60 to-indigo-200/60 blur-2xl" />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl">
        <div className="mb-4 flex items-center gap-2">
          <span className="size-2.5 rounded-full bg-red-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-green-400" />
          <span className="ml-3 h-2.5 w-32 rounded-full bg-slate-100" />
        </div>
        {/* Shapes, not figures: the landing page shows no number the platform did not count. */}
        <div className="grid grid-cols-3 gap-3">
          {[
            ['Frequência', 'bg-green-200'],
            ['Médias', 'bg-blue-200'],
            ['Avisos', 'bg-amber-200'],
          ].map(([label, color]) => (
            <div key={label} className="rounded-lg border border-slate-100 bg-slate-50 p-3">
              <p className="text-[11px] text-slate-500">{label}</p>
              <span className={`mt-2 block h-4 w-10 rounded ${color}`} />
            </div>
          ))}
        </div>
        <div className="mt-4 rounded-lg border border-slate-100 p-3">
          <p className="mb-3 text-[11px] text-slate-500">Alunos por escola</p>
          <div className="flex h-28 items-end gap-2">
            {bars.map((height, index) => (
              <div
                key={index}
                className="flex-1 rounded-t bg-gradient-to-t from-blue-600 to-sky-400"
                style={{ height: `${height}%` }}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
