// Compiled from src/i18n/messages/en/forms.json (pseudo-locale) by scripts/messages.ts; edit the catalogue, not this file.

export default {
  divider: (): string => "[óŕ·]",
  tabsLabel: (): string => "[Šíĝñ-íñ ɱéŧĥóđ·····]",
  tabText: (): string => "[Ŧéẋŧ··]",
  tabWhatsApp: (): string => "[ŴĥáŧšÁþþ····]",
  tabEmail: (): string => "[Éɱáíĺ··]",
  emailFieldLabel: (): string => "[Éɱáíĺ··]",
  emailFieldPlaceholder: (): string => "[éẋáɱþĺé@éɱáíĺ.çóɱ······]",
  continueWithEmail: (): string => "[Çóñŧíñúé ŵíŧĥ éɱáíĺ·······]",
  countryFieldLabel: (): string => "[Çóúñŧŕý···]",
  phoneFieldLabel: (): string => "[Þĥóñé ñúɱƀéŕ·····]",
  phoneFieldPlaceholder: (): string => "[(123) 456-7890]",
  continueWithText: (): string => "[Çóñŧíñúé ŵíŧĥ ŧéẋŧ ɱéššáĝé··········]",
  continueWithWhatsApp: (): string => "[Çóñŧíñúé ŵíŧĥ ŴĥáŧšÁþþ········]"
};
