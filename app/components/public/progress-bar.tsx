/** A labelled progress bar; the width is the one inline style the CSP allows for this. */
export function ProgressBar({ percent, label, valueText }: { percent: number; label: string; valueText: (percent: number) => string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)))
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText(value)}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-brand-700" style={{ width: `${value}%` }} />
    </div>
  )
}
