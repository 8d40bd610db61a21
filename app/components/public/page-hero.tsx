import type { ReactNode } from "react";
import { cn } from "#app/components/class-names.ts";

/**
 * The hero's colour scheme (docs/design.md): `mint` for reading pages, `deep` (white on the darkest
 * green) for the pages that ask a person to act, `sand` (warm) for what the association offers.
 * Each pair passes axe's contrast check.
 */
export type HeroTone = "mint" | "deep" | "sand";

const tones: Record<
  HeroTone,
  { frame: string; eyebrow: string; title: string; body: string }
> = {
  mint: {
    frame: "border-brand-100 bg-gradient-to-b from-brand-50 to-white",
    eyebrow: "text-brand-800",
    title: "text-slate-900",
    body: "text-slate-700",
  },
  deep: {
    frame: "border-brand-900 bg-brand-900 [&_*:focus-visible]:outline-white",
    eyebrow: "text-brand-200",
    title: "text-white",
    body: "text-brand-50",
  },
  sand: {
    frame: "border-amber-200 bg-gradient-to-b from-amber-50 to-white",
    eyebrow: "text-amber-900",
    title: "text-slate-900",
    body: "text-slate-700",
  },
};

/**
 * The top of every public page: the page's one h1 and a short introduction; with `aside` (a picture,
 * a figure, the next step) the split pattern: beside the words from `lg`, under them on a phone.
 */
export function PageHero({
  eyebrow,
  title,
  tone = "mint",
  aside,
  children,
}: {
  eyebrow?: string;
  title: string;
  tone?: HeroTone;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const colours = tones[tone];
  const split = aside !== undefined && aside !== null;
  return (
    <div className={cn("border-b", colours.frame)}>
      <div
        className={cn(
          "container-page py-10 sm:py-16",
          split && "lg:grid lg:grid-cols-5 lg:items-center lg:gap-10"
        )}
      >
        <div className={cn(split && "lg:col-span-3")}>
          {eyebrow ? (
            <p
              className={cn(
                "text-sm font-semibold uppercase tracking-wide",
                colours.eyebrow
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <h1
            className={cn(
              "mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl",
              colours.title
            )}
          >
            {title}
          </h1>
          {children ? (
            <div
              className={cn("mt-4 max-w-3xl space-y-3 text-lg", colours.body)}
            >
              {children}
            </div>
          ) : null}
        </div>
        {split ? (
          <div className="mt-8 lg:col-span-2 lg:mt-0">{aside}</div>
        ) : null}
      </div>
    </div>
  );
}
