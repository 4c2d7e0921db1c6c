// Links that open a web mail service, searching for the project's sender domain when known.
import gmail from 'simple-icons/icons/gmail.svg?raw';
import { OUTLOOK_MARK, YAHOO_MARK } from '../../../ui/marks/drawn.ts';
import { fromSimpleIcon, type Mark } from '../../../ui/marks/mark.ts';

export interface WebMailLink {
  service: string;
  href: string;
  mark: Mark;
}

const GMAIL_MARK = fromSimpleIcon(gmail, 'EA4335');

export function webMailLinks(senderDomain?: string): WebMailLink[] {
  const from = senderDomain ? encodeURIComponent(`from:${senderDomain}`) : undefined;
  return [
    {
      service: 'Gmail',
      href: from ? `https://mail.google.com/mail/u/0/#search/${from}` : 'https://mail.google.com/mail/u/0/',
      mark: GMAIL_MARK,
    },
    {
      service: 'Outlook',
      href: from ? `https://outlook.live.com/mail/0/search?q=${from}` : 'https://outlook.live.com/mail/0/',
      mark: OUTLOOK_MARK,
    },
    {
      service: 'Yahoo',
      href: from ? `https://mail.yahoo.com/d/search/keyword=${from}` : 'https://mail.yahoo.com/',
      mark: YAHOO_MARK,
    },
  ];
}
