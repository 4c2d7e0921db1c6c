// Compiled from src/i18n/messages/en/config.json (pseudo-locale) by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configObject: (d: { "field": string | number }): string => "[" + d.field + " ɱúšŧ ƀé áñ óƀĵéçŧ.······]",
  configUnknownOption: (d: { "field": string | number }): string => "[Úñķñóŵñ óþŧíóñ ······" + d.field + ".]",
  configText: (d: { "field": string | number }): string => "[" + d.field + " ɱúšŧ ƀé á ñóñ-éɱþŧý šŧŕíñĝ.·········]",
  configFlag: (d: { "field": string | number }): string => "[" + d.field + " ɱúšŧ ƀé ŧŕúé óŕ ƒáĺšé.·······]",
  configWholeNumber: (d: { "field": string | number; "max": string | number; "min": string | number }): string => "[" + d.field + " ɱúšŧ ƀé á ŵĥóĺé ñúɱƀéŕ ƒŕóɱ ·········" + d.min + " ŧó ·" + d.max + ".]",
  configOneOf: (d: { "field": string | number; "options": string | number }): string => "[" + d.field + " ɱúšŧ ƀé óñé óƒ: ·····" + d.options + ".]",
  configUrl: (d: { "field": string | number }): string => "[" + d.field + " ɱúšŧ ƀé áñ áƀšóĺúŧé ĥŧŧþ(š) ÚŔĹ.··········]",
  configCss: (d: { "field": string | number }): string => "[" + d.field + " íš ñóŧ á ṽáĺíđ ÇŠŠ ṽáĺúé.········]",
  configLoads: (d: { "field": string | number }): string => "[" + d.field + " ɱúšŧ ñóŧ ĺóáđ áñýŧĥíñĝ.········]",
  configColour: (d: { "field": string | number }): string => "[" + d.field + " ɱúšŧ ƀé á çóĺóúŕ, šúçĥ áš \"#0ƀ6é4ƒ\" óŕ \"ŕĝƀ(11 110 79)\".···········]",
  configList: (d: { "field": string | number }): string => "[" + d.field + " ɱúšŧ ƀé á ĺíšŧ.·····]",
  configRequired: (d: { "field": string | number }): string => "[" + d.field + " íš ŕéǫúíŕéđ.····]",
  configUnreadable: (d: { "reason": string | number }): string => "[Ŧĥé çóñƒíĝ çóúĺđ ñóŧ ƀé ŕéáđ: ··········" + d.reason + "]",
  configNotJson: (d: { "reason": string | number }): string => "[Ŧĥé çóñƒíĝ áŧŧŕíƀúŧé íš ñóŧ ṽáĺíđ ĴŠÓÑ: ·············" + d.reason + "]",
  configMissing: (): string => "[Á çóñƒíĝ ŵíŧĥ áŧ ĺéášŧ óñé þŕóđúçŧ íš ŕéǫúíŕéđ.················]",
  configProducts: (d: { "options": string | number }): string => "[þŕóđúçŧš ɱúšŧ ĺíšŧ áŧ ĺéášŧ óñé óƒ: ············" + d.options + ".]",
  configOAuthProviders: (): string => "[Ŧĥé óáúŧĥ þŕóđúçŧ ñééđš óáúŧĥÓþŧíóñš.þŕóṽíđéŕš ŵíŧĥ áŧ ĺéášŧ óñé þŕóṽíđéŕ.··························]",
  configDuplicateProvider: (d: { "provider": string | number }): string => "[óáúŧĥÓþŧíóñš.þŕóṽíđéŕš ĺíšŧš ···········" + d.provider + " ɱóŕé ŧĥáñ óñçé; ĺíšŧ éáçĥ þŕóṽíđéŕ óñçé.·············]",
  configOtpMethods: (): string => "[Ŧĥé óŧþ þŕóđúçŧ ñééđš óŧþÓþŧíóñš.ɱéŧĥóđš (šɱš, ŵĥáŧšáþþ óŕ éɱáíĺ).······················]",
  configPublicToken: (): string => "[Ŧĥé þúƀĺíç-ŧóķéñ áŧŧŕíƀúŧé íš ŕéǫúíŕéđ.··············]",
  configMode: (d: { "options": string | number }): string => "[Ŧĥé ɱóđé áŧŧŕíƀúŧé ɱúšŧ ƀé óñé óƒ: ···········" + d.options + ".]",
  configProviderUrl: (d: { "reason": string | number }): string => "[" + d.reason + "]",
  configEmlAndEmailOtp: (): string => "[Éŕŕóŕ: Çáññóŧ úšé ƀóŧĥ ÉṀĹ áñđ Éɱáíĺ ÓŦÞ·············]",
  configPasskeysAlone: (): string => "[Éŕŕóŕ: Çáññóŧ úšé Þáššķéýš ƀý íŧšéĺƒ, þĺéášé áđđ áñóŧĥéŕ þŕóđúçŧ ŧó ŧĥé çóñƒíĝ.··························]",
  invalidConfig: (): string => "[Ŧĥé šíĝñ-íñ ŵíđĝéŧ íš ñóŧ çóñƒíĝúŕéđ çóŕŕéçŧĺý:················]"
};
