// The booking route's own not-found page (routes.json `notFound`): the server found no booking for
// the link's token.
import { BookingLinkInvalid } from "./components/BookingLinkInvalid";

export default BookingLinkInvalid;
