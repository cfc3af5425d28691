// The assessment form's resolver over its Zod rules: a chunk of its own, loaded when the form first
// checks its fields (lib/lazy-resolver.ts).
import { zodResolver } from "@hookform/resolvers/zod";
import { assessmentSchema } from "./assessment-schema";

export const assessmentResolver = zodResolver(assessmentSchema);
