import type { Plugin as PostcssPlugin } from "postcss";

// Swiper's stylesheet sets its theme colour on `:root`. Added to the page after the first paint (the
// deferred stylesheet), a custom property on the root element makes the browser recompute the style
// of every element: 10-20 ms of one task on a phone, on every page. Scoped to the carousel with
// `:where(.swiper)` (no specificity, so app.css's `.services-carousel` colours still win), the sheet
// touches only the carousel's elements. Only rules that come from Swiper's own files change.
export function swiperRootScope(): PostcssPlugin {
  return {
    postcssPlugin: "swiper-root-scope",
    Rule(rule) {
      if (rule.selector === ":root" && /[\\/]swiper[\\/]/.test(rule.source?.input.file ?? "")) {
        rule.selector = ":where(.swiper)";
      }
    },
  };
}
