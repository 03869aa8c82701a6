import "i18next";
import type { catalogue } from "./locales/en";

// t() knows every key of the English catalogue: a typo or a missing key fails the typecheck.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof catalogue;
  }
}
