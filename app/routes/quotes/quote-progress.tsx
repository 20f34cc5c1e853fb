import * as own from "./quote/quote.css";

export type ProgressStep = { key: string; label: string; state: "done" | "current" | "next" };

/**
 * A quote's progress line (SPEC section 4 quote steps), the same for quotes and bespoke quotes: a column on a
 * phone, one row from a tablet up; each step numbered or ticked, the current one marked for assistive technology.
 */
export function QuoteProgress({ steps, title, doneText }: { steps: ProgressStep[]; title: string; doneText: string }) {
  return (
    <section aria-labelledby="quote-progress">
      <h2 id="quote-progress" className="visually-hidden">
        {title}
      </h2>
      <ol className={own.progress}>
        {steps.map((step, i) => (
          <li key={step.key} className={own.step[step.state]} aria-current={step.state === "current" ? "step" : undefined}>
            <span className={own.stepMark} aria-hidden="true">
              {step.state === "done" ? "✓" : i + 1}
            </span>
            <span>
              {step.label}
              {step.state === "done" ? <span className="visually-hidden"> {doneText}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
