/** The association's office contact details, shared by the header, footer and quick-contact bar. */
export const ASSOCIATION_CONTACT = {
  phone: '+976 7011 1994',
  phoneHref: 'tel:+97670111994',
  whatsappHref: 'https://wa.me/97670111994',
  email: 'info@mongolianmining.mn',
} as const;
