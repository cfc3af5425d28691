// The contact form's resolver over its Zod rules: a chunk of its own, loaded when the form first
// checks its fields (lib/lazy-resolver.ts).
import { zodResolver } from "@hookform/resolvers/zod";
import { contactSchema } from "./schema";

export const contactResolver = zodResolver(contactSchema);
