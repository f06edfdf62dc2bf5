/** The brand mark: a pulse line on the brand colour; decorative beside the name "vitalog". */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <span
      className={`flex items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm ${className}`}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" className="size-[62%]" fill="none" stroke="currentColor" strokeWidth={2}>
        <path strokeLinecap="round" strokeLinejoin="round" d="M3 12h4l2-5 4 10 2-5h6" />
      </svg>
    </span>
  );
}
