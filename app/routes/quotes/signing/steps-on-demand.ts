import { formsOnDemand } from "~/utils/forms/forms-on-demand";

// The signing steps (the component and the wrappers of its four forms, about 1 KB gzip) are not in the first
// load of the tabs that show them: with them a quote's documents tab and a bespoke quote's signature tab loaded
// 110.3 KB gzip, over the 110 KB budget (issue 43). The server renders the steps whole, so without JavaScript and
// until the module is there they are the plain forms the HTML holds, as every form on demand is (decision 0151).
const steps = formsOnDemand(() => import("./steps"));

export const SigningSteps = steps.form("SigningSteps");

/** For the tab's clientLoader (`formsWithData(signingSteps)`): the steps' module and then its forms' modules. */
export const signingSteps = {
  preload: () => steps.preload().then((module) => Promise.all(module.signingStepForms.map((forms) => forms.preload()))),
};
