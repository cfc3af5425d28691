// The page for an address that shows nothing (the route manifest's `notFound`).
import { NotFound } from "../../components/content/NotFound";

export default NotFound;
