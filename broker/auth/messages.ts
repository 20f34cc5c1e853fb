import { languageOfCountry } from "../../contract/codes/language";
/** Texts of the authentication e-mails and SMS, in the brand's language (en as fallback). */
export type MessageLanguage = "fr" | "it" | "de" | "es" | "en";
type Lang = MessageLanguage;
type Msg = { subject: string; text: string };

/** The language of a `fr-fr` style locale, else of the brand country. */
export function messageLanguage(brandCountry: string, locale?: string): Lang {
  const fromLocale = locale?.slice(0, 2) as Lang | undefined;
  if (fromLocale && ["fr", "it", "de", "es", "en"].includes(fromLocale)) return fromLocale;
  return languageOfCountry(brandCountry) ?? "en";
}

export function magicLinkMessage(lang: Lang, brand: string, firstname: string, link: string): Msg {
  return {
    en: {
      subject: `${brand}: your login link`,
      text: `Hello ${firstname},\n\nOpen this link to log in to your ${brand} customer space:\n${link}\n\nThe link works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail.`,
    },
    fr: {
      subject: `${brand} : votre lien de connexion`,
      text: `Bonjour ${firstname},\n\nOuvrez ce lien pour vous connecter à votre espace client ${brand} :\n${link}\n\nLe lien est utilisable une fois et expire dans 15 minutes. Si vous ne l'avez pas demandé, ignorez cet e-mail.`,
    },
    it: {
      subject: `${brand}: il Suo link di accesso`,
      text: `Buongiorno ${firstname},\n\napra questo link per accedere alla Sua area clienti ${brand}:\n${link}\n\nIl link è valido una sola volta e scade tra 15 minuti. Se non l'ha richiesto, ignori questa e-mail.`,
    },
    de: {
      subject: `${brand}: Ihr Anmeldelink`,
      text: `Hallo ${firstname},\n\nöffnen Sie diesen Link, um sich in Ihrem ${brand} Kundenbereich anzumelden:\n${link}\n\nDer Link funktioniert einmal und läuft in 15 Minuten ab. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.`,
    },
    es: {
      subject: `${brand}: su enlace de acceso`,
      text: `Hola ${firstname}:\n\nAbra este enlace para acceder a su área de cliente ${brand}:\n${link}\n\nEl enlace sirve una sola vez y caduca en 15 minutos. Si no lo ha pedido, ignore este correo.`,
    },
  }[lang];
}

export function resetLinkMessage(lang: Lang, brand: string, firstname: string, link: string): Msg {
  return {
    en: {
      subject: `${brand}: reset your password`,
      text: `Hello ${firstname},\n\nTo choose a new password, open:\n${link}\n\nThe link expires in 10 minutes. If you did not ask for it, ignore this e-mail.`,
    },
    fr: {
      subject: `${brand} : réinitialisez votre mot de passe`,
      text: `Bonjour ${firstname},\n\nPour choisir un nouveau mot de passe, ouvrez :\n${link}\n\nLe lien expire dans 10 minutes. Si vous ne l'avez pas demandé, ignorez cet e-mail.`,
    },
    it: {
      subject: `${brand}: reimpostazione della password`,
      text: `Buongiorno ${firstname},\n\nper scegliere una nuova password, apra:\n${link}\n\nIl link scade tra 10 minuti. Se non l'ha richiesto, ignori questa e-mail.`,
    },
    de: {
      subject: `${brand}: Passwort zurücksetzen`,
      text: `Hallo ${firstname},\n\num ein neues Passwort zu wählen, öffnen Sie:\n${link}\n\nDer Link läuft in 10 Minuten ab. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.`,
    },
    es: {
      subject: `${brand}: restablecimiento de su contraseña`,
      text: `Hola ${firstname}:\n\nPara elegir una nueva contraseña, abra:\n${link}\n\nEl enlace caduca en 10 minutos. Si no lo ha pedido, ignore este correo.`,
    },
  }[lang];
}

export function resetSmsText(lang: Lang, brand: string, code: string): string {
  return {
    en: `${brand}: your password reset code is ${code}. It expires in 10 minutes.`,
    fr: `${brand} : votre code de réinitialisation est ${code}. Il expire dans 10 minutes.`,
    it: `${brand}: il codice per reimpostare la password è ${code}. Scade tra 10 minuti.`,
    de: `${brand}: Ihr Code zum Zurücksetzen lautet ${code}. Er läuft in 10 Minuten ab.`,
    es: `${brand}: su código para restablecer la contraseña es ${code}. Caduca en 10 minutos.`,
  }[lang];
}

/** SMS of a phone confirmation (POST clients/{client}/phone-confirmations). */
export function phoneConfirmationSmsText(lang: Lang, brand: string, code: string): string {
  return {
    en: `${brand}: your phone confirmation code is ${code}. It expires in 10 minutes.`,
    fr: `${brand} : votre code de confirmation du téléphone est ${code}. Il expire dans 10 minutes.`,
    it: `${brand}: il codice di conferma del telefono è ${code}. Scade tra 10 minuti.`,
    de: `${brand}: Ihr Bestätigungscode für Ihre Telefonnummer lautet ${code}. Er läuft in 10 Minuten ab.`,
    es: `${brand}: su código de confirmación del teléfono es ${code}. Caduca en 10 minutos.`,
  }[lang];
}

/** The password is on its own line, after a colon, in every language; the current one works until it is used (decision 0276). */
export function managerPasswordMessage(lang: Lang, brand: string, firstname: string, password: string): Msg {
  return {
    en: {
      subject: `${brand}: your new manager-space password`,
      text: `Hello ${firstname},\n\nYour new manager-space password:\n${password}\n\nThis password is valid for 24 hours. Your current password keeps working until you first sign in with this one.\n\nIf you did not ask for it, contact us.`,
    },
    fr: {
      subject: `${brand} : votre nouveau mot de passe de l'espace dirigeant`,
      text: `Bonjour ${firstname},\n\nVotre nouveau mot de passe de l'espace dirigeant :\n${password}\n\nCe mot de passe est valable 24 heures. Votre mot de passe actuel fonctionne jusqu'à votre première connexion avec celui-ci.\n\nSi vous ne l'avez pas demandé, contactez-nous.`,
    },
    it: {
      subject: `${brand}: la Sua nuova password dell'area dirigente`,
      text: `Buongiorno ${firstname},\n\nla Sua nuova password dell'area dirigente:\n${password}\n\nQuesta password è valida 24 ore. La Sua password attuale funziona fino al Suo primo accesso con questa.\n\nSe non l'ha richiesta, ci contatti.`,
    },
    de: {
      subject: `${brand}: Ihr neues Passwort für den Geschäftsführerbereich`,
      text: `Hallo ${firstname},\n\nIhr neues Passwort für den Geschäftsführerbereich:\n${password}\n\nDieses Passwort ist 24 Stunden gültig. Ihr bisheriges Passwort gilt bis zu Ihrer ersten Anmeldung mit diesem.\n\nFalls Sie es nicht angefordert haben, kontaktieren Sie uns.`,
    },
    es: {
      subject: `${brand}: su nueva contraseña del área de administrador`,
      text: `Hola ${firstname}:\n\nSu nueva contraseña del área de administrador:\n${password}\n\nEsta contraseña es válida durante 24 horas. Su contraseña actual sigue funcionando hasta que inicie sesión con esta.\n\nSi no la ha pedido, contacte con nosotros.`,
    },
  }[lang];
}
