// Compiled from src/i18n/messages/es/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configErrorEmlAndEmailOtp: (): string => "Error: no se pueden usar a la vez los enlaces de acceso por correo y los códigos de acceso por correo.",
  configErrorPasskeysAlone: (): string => "Error: las llaves de acceso no se pueden usar solas; añade otro producto a la configuración."
};
