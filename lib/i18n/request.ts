import { getRequestConfig } from 'next-intl/server';

import { loadMessages } from './messages';
import { DEFAULT_LOCALE, isLocale, SITE_TIME_ZONE } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;

  return { locale, messages: await loadMessages(locale), timeZone: SITE_TIME_ZONE };
});
