// Every timing of the chat widget (docs/product.md#chat-timings-and-size); its size, 375 x 525 px, is in
// ChatWindow's classes.
export const AUTO_OPEN_MS = 3000;
export const WELCOME_DELAY_MS = 500;
export const CONTACT_REQUEST_DELAY_MS = 1000;
export const FOLLOW_UP_DELAY_MS = 500; // the thank-you, or the request again with an example
export const PHONE_MIN_LENGTH = 8;
