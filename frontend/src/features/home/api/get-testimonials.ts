import { useQuery } from "@tanstack/react-query";
import type { TestimonialOut } from "../../../lib/api-types";

export function useFeaturedTestimonials() {
  return useQuery<TestimonialOut[]>({ queryKey: ["/api/testimonials/featured"] });
}
