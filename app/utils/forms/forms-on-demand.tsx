import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { lazy, memo, Suspense, type ComponentType } from "react";
import { afterTranslations, translationsAreComplete } from "~/utils/i18n/translations-complete";

/** The components a form module exports, by name. */
type FormNames<Module> = { [Name in keyof Module & string]: Module[Name] extends ComponentType<never> ? Name : never }[keyof Module & string];

/** What React.lazy is given: a module's component as its default export. */
type Loaded<Props> = { default: ComponentType<Props> };

/**
 * A page's forms in a module of their own, out of the page's first load (decision 0151): conform and
 * zod (35 KB gzip) arrive with the module, after the page has hydrated.
 *
 * - The server renders every form whole (documents wait for all of their content, decision 0046), so
 *   without JavaScript, and in the browser until the module has arrived, each form is the plain form
 *   the HTML holds: it posts, the server checks it and answers the page. React hydrates the rest of the
 *   page at once and each form when its module is there, keeping what was typed meanwhile.
 * - Each form is memoised: a page re-rendering with the same props does not touch a form still waiting
 *   for its module (React 18 would drop a boundary updated before it hydrated and show its fallback).
 * - The route's clientLoader (`formsWithData`) fetches the module with the page's data on a client
 *   navigation, so the page renders its forms at once instead of an empty place for a moment.
 */
export function formsOnDemand<Module extends object>(load: () => Promise<Module>) {
  let loaded: Module | undefined;
  const preload = async () => (loaded ??= await load());

  function form<Name extends FormNames<Module>>(name: Name) {
    type Props = Module[Name] extends ComponentType<infer P> ? P : never;
    const pick = (module: Module): Loaded<Props> => ({ default: module[name] as ComponentType<Props> });
    // React.lazy reads a thenable that answers at once as an already loaded module (React 18's lazy
    // initializer): a module fetched by the client loader renders in the same pass, with no fallback frame.
    // In the browser the form also waits for the page's translations to be whole: it hydrates with the words the
    // server wrote (translations-complete.ts).
    const Lazy = lazy(() =>
      loaded && translationsAreComplete() ? (answeredAtOnce(pick(loaded)) as Promise<Loaded<Props>>) : afterTranslations(preload()).then(pick),
    ) as unknown as ComponentType<object>;
    function OnDemand(props: Props) {
      return (
        <Suspense fallback={null}>
          <Lazy {...(props as object)} />
        </Suspense>
      );
    }
    OnDemand.displayName = `OnDemand(${name})`;
    return memo(OnDemand);
  }

  return { form, preload };
}

/** A route's clientLoader: its server data, with its forms' modules fetched at the same time. */
export function formsWithData(...modules: { preload: () => Promise<unknown> }[]) {
  return async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
    const [data] = await Promise.all([serverLoader(), ...modules.map((module) => module.preload())]);
    return data;
  };
}

function answeredAtOnce<Value>(value: Value): PromiseLike<Value> {
  return { then: (onAnswer) => (onAnswer ? onAnswer(value) : value) } as PromiseLike<Value>;
}
