import { useQuery } from "@tanstack/react-query";

type Text = string | Record<string, string>;
export type Testimonial = { id: number; rating: number; quote: Text; name: Text; role: Text; country: Text };

export function useFeaturedTestimonials() {
  return useQuery<Testimonial[]>({ queryKey: ["/api/testimonials/featured"] });
}
