// Contact links built from the site settings (contact page, footer, phone call bar).

/** A tel: address without spaces ("+974 4431 2200" -> "tel:+97444312200"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** A WhatsApp chat with `digits` that starts with `greeting` typed in. */
export function whatsappHref(digits: string, greeting: string): string {
  return `https://wa.me/${digits.replace(/\D/g, "")}?text=${encodeURIComponent(greeting)}`;
}
