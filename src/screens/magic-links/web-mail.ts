// Links that open a web mail service, searching for the project's sender domain when known.
export interface WebMailLink {
  service: string;
  href: string;
}

export function webMailLinks(senderDomain?: string): WebMailLink[] {
  const from = senderDomain ? encodeURIComponent(`from:${senderDomain}`) : undefined;
  return [
    { service: 'Gmail', href: from ? `https://mail.google.com/mail/u/0/#search/${from}` : 'https://mail.google.com/mail/u/0/' },
    { service: 'Outlook', href: from ? `https://outlook.live.com/mail/0/search?q=${from}` : 'https://outlook.live.com/mail/0/' },
    { service: 'Yahoo', href: from ? `https://mail.yahoo.com/d/search/keyword=${from}` : 'https://mail.yahoo.com/' },
  ];
}
