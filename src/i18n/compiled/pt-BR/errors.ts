// Compiled from src/i18n/messages/pt-BR/errors.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const pt = (n: number, ordinal?: boolean): string => new Intl.PluralRules("pt-BR", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  captchaRequired: (): string => "Este login precisa de uma verificação de segurança (captcha) que não foi executada. Recarregue a página e tente novamente.",
  captchaFailed: (): string => "A verificação de segurança (captcha) falhou. Tente novamente.",
  networkError: (): string => "Não foi possível acessar o serviço de login. Verifique sua conexão e tente novamente.",
  timeoutError: (): string => "O serviço de login demorou demais para responder. Tente novamente.",
  invalidResponseError: (): string => "O serviço de login enviou uma resposta que não pôde ser lida. Tente novamente.",
  tooManyAttempts: (): string => "Muitas tentativas. Aguarde um momento e tente novamente.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "Muitas tentativas. Aguarde " + plural(d.seconds, 0, pt, { one: number("pt-BR", d.seconds, 0) + " segundo", other: number("pt-BR", d.seconds, 0) + " segundos" }) + " e tente novamente.",
  "error.breached_password": (): string => "Esta senha apareceu em um vazamento de dados. Escolha outra.",
  "error.weak_password": (): string => "Esta senha é muito fraca. Escolha uma mais forte.",
  "error.unauthorized_credentials": (): string => "E-mail ou senha incorretos.",
  "error.email_not_found": (): string => "Nenhuma conta foi encontrada com este e-mail.",
  "error.duplicate_email": (): string => "Já existe uma conta com este e-mail.",
  "error.invalid_email": (): string => "Endereço de e-mail inválido",
  "error.invalid_phone_number": (): string => "Número de telefone inválido. Tente novamente.",
  "error.phone_number_not_found": (): string => "Nenhuma conta foi encontrada com este número de telefone.",
  "error.invalid_region_code": (): string => "Não é possível usar números de telefone deste país aqui. Escolha outro país.",
  "error.magic_link_not_found": (): string => "Este link de login expirou ou já foi usado. Solicite um novo.",
  "error.unable_to_auth_magic_link": (): string => "Este link de login expirou ou já foi usado. Solicite um novo.",
  "error.unable_to_auth_password_reset_token": (): string => "Este link de redefinição de senha expirou ou já foi usado. Solicite um novo.",
  "error.session_not_found": (): string => "Sua sessão terminou. Entre novamente.",
  "error.crypto_wallet_not_found": (): string => "Esta carteira não está vinculada a nenhuma conta.",
  "error.unable_to_authenticate_crypto_wallet": (): string => "Não foi possível verificar a assinatura da carteira. Tente novamente.",
  "error.siwe_message_expired": (): string => "A mensagem de login expirou. Assine-a novamente.",
  "error.invalid_crypto_wallet_address": (): string => "Este endereço de carteira não é válido.",
  "error.wallet_connect_failed": (): string => "Não foi possível conectar à carteira",
  "error.wallet_sign_failed": (): string => "Não foi possível assinar a mensagem",
  passkeyNotFound: (): string => "O registro da chave de acesso não foi encontrado. Talvez você tenha excluído a chave de acesso da sua conta, mas não do seu gerenciador de senhas. Tente novamente.",
  passkeyUnknownError: (): string => "Ocorreu um erro desconhecido na autenticação com a chave de acesso. Tente novamente.",
  passkeyAlreadyRegistered: (): string => "Não é possível criar a chave de acesso porque ela parece já estar registrada. Talvez ela tenha sido registrada em outro dispositivo e sincronizada entre os seus dispositivos.",
  passkeyNotCreated: (): string => "Sua chave de acesso não foi criada. Clique em “Criar uma chave de acesso” para tentar de novo ou pule esta etapa sem adicionar uma chave de acesso.",
  invalidEmailOtp: (): string => "E-mail inválido. Tente novamente.",
  invalidEmail: (): string => "Endereço de e-mail inválido",
  invalidPhone: (): string => "Número de telefone inválido. Tente novamente.",
  phoneToolsFailed: (): string => "Não foi possível carregar o login por telefone. Verifique sua conexão e recarregue a página.",
  invalidPasscode: (): string => "Código de verificação inválido. Tente novamente.",
  productUnavailable: (): string => "Esta forma de fazer login não está disponível no momento.",
  productUnavailableBack: (): string => "Voltar"
};
