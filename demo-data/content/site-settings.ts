/**
 * The demo office's contact details (the association's office in central Ulaanbaatar, near Sükhbaatar Square).
 * Staff replace them on /admin/settings; the anniversary-book script prints them too.
 */
export const DEMO_SITE_SETTINGS = {
  phone: '+976 7011 1994',
  phoneSecondary: '+976 7011 1995',
  email: 'info@mongolianmining.mn',
  emailSecondary: 'membership@mongolianmining.mn',
  address: 'Монгол Улс, Улаанбаатар хот, Сүхбаатар дүүрэг, 1-р хороо, Бага тойруу 44, Уул уурхайн ордон, 3 давхар',
  addressEn: 'Mining House, 3rd floor, Baga Toiruu 44, 1st khoroo, Sükhbaatar District, Ulaanbaatar, Mongolia',
  latitude: 47.9205,
  longitude: 106.9176,
} as const;
