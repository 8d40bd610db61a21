export function Logo({ className = 'h-10 w-10' }: { className?: string }) {
  return <img src="/images/logo.svg" alt="" width={40} height={40} className={className} />
}
