import { useForm } from "@conform-to/react";
import { useId } from "react";
import { formParts, partsFromReply } from "./form-parts";

/** conform's useForm options, with the form's id required and without a default value (see below). */
type PartsOptions<Schema extends Record<string, unknown>> = Omit<Parameters<typeof useForm<Schema>>[0], "id" | "defaultValue"> & { id: string };

/** In the browser: conform's form, which follows each new reply and runs the form's own checks. */
export function useConformParts<Schema extends Record<string, unknown>>(options: PartsOptions<Schema>) {
  const [form] = useForm<Schema>(options);
  return formParts(form);
}

/**
 * On the server: the same parts from the last reply alone. conform's useForm builds a form
 * context (six state proxies, a store, subscriptions) that a one-shot render never uses, and
 * each read of its metadata builds that anew; on the login page, with three forms, that was
 * about a tenth of the page's CPU. useId is kept because conform's useForm calls it: a
 * component that calls useId gives its children a tree level of their own, and the ids React
 * makes below must be the same on the server and on hydration.
 */
export function useServerParts<Schema extends Record<string, unknown>>(options: PartsOptions<Schema>) {
  useId();
  return partsFromReply<Schema>(options.id, options.lastResult);
}

/**
 * A form's parts (its element's props, its own errors, its fields' state) for forms that start
 * from the server's last reply only. The build picks one of the two for each side, so the
 * browser's bundle has no server path. A form with default values (the profile) or conform's
 * intent buttons uses conform's useForm and formParts itself.
 */
export const useFormParts: <Schema extends Record<string, unknown>>(options: PartsOptions<Schema>) => ReturnType<typeof formParts<Schema>> = import.meta.env.SSR
  ? useServerParts
  : useConformParts;
