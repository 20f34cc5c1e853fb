/** Texts of the demo rows (document labels, claims) in each brand language. */
import type { Language } from "../../../contract/codes/language";

type T = { fr: string; it: string; de: string; es: string };
const T = (fr: string, it: string, de: string, es: string): T => ({ fr, it, de, es });

const TEXTS = {
  certificate: T("Attestation d'assurance", "Certificato di assicurazione", "Versicherungsbestätigung", "Certificado de seguro"),
  greenCard: T("Carte verte", "Carta verde", "Grüne Karte", "Carta verde"),
  rcCertificate: T("Attestation RC Pro", "Certificato RC professionale", "Bestätigung Berufshaftpflicht", "Certificado RC profesional"),
  particularConditions: T("Conditions particulières", "Condizioni particolari", "Besondere Bedingungen", "Condiciones particulares"),
  toSign: T(
    "Conditions particulières à signer",
    "Condizioni particolari da firmare",
    "Zu unterschreibende Bedingungen",
    "Condiciones particulares para firmar",
  ),
  generalConditions: T("Conditions générales", "Condizioni generali", "Allgemeine Bedingungen", "Condiciones generales"),
  endorsement1: T("Avenant n°1", "Appendice n. 1", "Nachtrag Nr. 1", "Suplemento n.º 1"),
  terminationAck: T("Accusé de résiliation", "Conferma di disdetta", "Kündigungsbestätigung", "Acuse de rescisión"),
  formalNotice: T("Mise en demeure", "Diffida di pagamento", "Mahnung", "Requerimiento de pago"),
  ipid: T("Document d'information (IPID)", "Documento informativo (DIP)", "Produktinformationsblatt (IPID)", "Documento de información (IPID)"),
  info: T("Document d'information", "Documento informativo", "Produktinformationsblatt", "Documento de información"),
  thirdPartyCard: T("Carte de tiers payant", "Tessera sanitaria aziendale", "Versichertenkarte", "Tarjeta sanitaria"),
  signedProposal: T("Proposition signée", "Proposta firmata", "Unterschriebenes Angebot", "Propuesta firmada"),
  proposalToSign: T("Proposition à signer", "Proposta da firmare", "Zu unterschreibendes Angebot", "Propuesta para firmar"),
  kbis3: T(
    "Extrait Kbis de moins de 3 mois",
    "Visura camerale (meno di 3 mesi)",
    "Handelsregisterauszug (max. 3 Monate)",
    "Nota simple del Registro Mercantil (menos de 3 meses)",
  ),
  kbis: T("Extrait Kbis", "Visura camerale", "Handelsregisterauszug", "Nota simple del Registro Mercantil"),
  rib: T("RIB", "Coordinate bancarie", "Bankverbindung", "Certificado de titularidad bancaria"),
  idCard: T("Pièce d'identité du dirigeant", "Documento d'identità dell'amministratore", "Ausweis der Geschäftsführung", "DNI del administrador"),
  reqExpired: T("Attestation URSSAF", "DURC", "Unbedenklichkeitsbescheinigung", "Certificado de la Seguridad Social"),
  reqIncomplete: T("Bail commercial", "Contratto di locazione", "Gewerbemietvertrag", "Contrato de arrendamiento"),
  reqInconsistent: T("Statuts de la société", "Statuto della società", "Gesellschaftsvertrag", "Estatutos de la sociedad"),
  reqUnreadable: T("Relevé de sinistralité", "Attestato di rischio", "Schadenfreiheitsnachweis", "Certificado de siniestralidad"),
  employeeList: T("Liste des salariés", "Elenco dei dipendenti", "Mitarbeiterliste", "Lista de empleados"),
  cCollision: T(
    "Accrochage sur un parking lors d'une livraison.",
    "Urto in un parcheggio durante una consegna.",
    "Parkrempler bei einer Auslieferung.",
    "Golpe en un aparcamiento durante una entrega.",
  ),
  dCollision: T(
    "Pare-chocs avant et optique droite.",
    "Paraurti anteriore e faro destro.",
    "Stoßstange vorne und rechter Scheinwerfer.",
    "Parachoques delantero y faro derecho.",
  ),
  cGlass: T("Impact de gravillon sur autoroute.", "Sasso sul parabrezza in autostrada.", "Steinschlag auf der Autobahn.", "Impacto de grava en la autopista."),
  dGlass: T("Pare-brise fissuré.", "Parabrezza incrinato.", "Windschutzscheibe gerissen.", "Parabrisas agrietado."),
  cTheft: T(
    "Vol de matériel dans le véhicule.",
    "Furto di attrezzatura dal veicolo.",
    "Diebstahl von Werkzeug aus dem Fahrzeug.",
    "Robo de material del vehículo.",
  ),
  dTheft: T("Outillage.", "Attrezzatura.", "Werkzeug.", "Herramientas."),
  cVandalism: T("Rayures sur la carrosserie.", "Graffi sulla carrozzeria.", "Kratzer im Lack.", "Arañazos en la carrocería."),
  dVandalism: T("Portière gauche.", "Portiera sinistra.", "Linke Tür.", "Puerta izquierda."),
  cWater: T(
    "Fuite du réseau d'eau de l'étage supérieur.",
    "Perdita d'acqua dal piano superiore.",
    "Wasserschaden aus dem Obergeschoss.",
    "Fuga de agua del piso superior.",
  ),
  dWater: T("Plafond et stock.", "Soffitto e merce.", "Decke und Lagerware.", "Techo y existencias."),
  cFire: T("Incendie du moteur à l'arrêt.", "Incendio del motore a veicolo fermo.", "Motorbrand im Stand.", "Incendio del motor con el vehículo parado."),
  dFire: T("Compartiment moteur.", "Vano motore.", "Motorraum.", "Compartimento del motor."),
  otherInsurer: T("Autre assureur", "Altra compagnia", "Anderer Versicherer", "Otra aseguradora"),
  thirdParty: T("Tiers", "Terzo", "Dritter", "Tercero"),
  parkedOwner: T(
    "Propriétaire du véhicule garé",
    "Proprietario del veicolo parcheggiato",
    "Halter des geparkten Fahrzeugs",
    "Propietario del vehículo aparcado",
  ),
  witness: T("Témoin", "Testimone", "Zeuge", "Testigo"),
  sWitness: T(
    "La camionnette a reculé sans visibilité et a touché deux voitures.",
    "Il furgone ha fatto retromarcia senza visibilità e ha urtato due auto.",
    "Der Transporter setzte ohne Sicht zurück und streifte zwei Autos.",
    "La furgoneta dio marcha atrás sin visibilidad y golpeó dos coches.",
  ),
} as const;

export type TextKey = keyof typeof TEXTS;

export function textsFor(lang: Language): (key: TextKey) => string {
  return (key) => {
    const entry: T = TEXTS[key];
    return lang === "en" ? entry.fr : entry[lang];
  };
}
