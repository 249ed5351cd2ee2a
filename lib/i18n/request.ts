import { getRequestConfig } from 'next-intl/server';

import { loadMessages } from './messages';
import { localeOrDefault, SITE_TIME_ZONE } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = localeOrDefault(requested);

  return { locale, messages: await loadMessages(locale), timeZone: SITE_TIME_ZONE };
});
