import type { PdfTexts } from "./en";

export const es: PdfTexts = {
  generatedOn: (brand: string, at: string) => `Documento generado el ${at} por ${brand}`,
  page: (n: number, total: number) => `Página ${n} de ${total}`,
  policyholder: "Tomador",
  company: "Empresa",
  address: "Dirección",
  contractNumber: "Número de contrato",
  product: "Producto",
  validFrom: "Válido desde",
  validTo: "Válido hasta",
  openEnded: "Hasta su rescisión",
  issuedOn: "Expedido el",
  insuredItems: "Bienes asegurados",
  certificateTitle: "Certificado de seguro",
  certificateStatement: (brand: string, client: string, number: string, label: string, from: string, to: string) =>
    `${brand} certifica que ${client} es titular del contrato de seguro ${number} (${label}), en vigor desde el ${from} ${to}. ` +
    "El presente certificado acredita la existencia del contrato; no amplía las coberturas más allá de las condiciones del contrato.",
  toDate: (date: string) => `hasta el ${date}`,
  untilTermination: "hasta su rescisión",
  invoiceTitle: { payment: "Factura", placement_fees: "Factura de gastos de mediación", refund_notice: "Aviso de reembolso" },
  invoiceNumber: "Número",
  period: "Periodo",
  periodValue: (from: string, to: string) => `del ${from} al ${to}`,
  dueOn: "Vencimiento",
  status: "Estado",
  invoiceStatus: { created: "Creada", issued: "Emitida, pendiente de pago", paid: "Pagada" },
  lines: "Detalle",
  formalNoticeFee: "Gastos de requerimiento de pago",
  total: "Total",
  totalRefund: "Total reembolsado",
  startDate: "Fecha de efecto",
  dueDate: "Vencimiento anual",
  periodicity: "Frecuencia de pago",
  price: "Prima",
  clientData: "Cliente",
  contractData: "Contrato",
  mandateTitle: "Orden de domiciliación de adeudo directo SEPA",
  mandateReference: "Referencia de la orden de domiciliación",
  creditor: "Acreedor",
  creditorId: "Identificador del acreedor",
  debtor: "Deudor",
  iban: "IBAN",
  bic: "BIC",
  paymentType: "Tipo de pago",
  paymentTypes: { recurrent: "Pago recurrente", one_off: "Pago único" },
  signedAt: "Firmado el",
  signedPlace: "Lugar",
  notSigned: "Aún no firmado",
  mandateText: (creditor: string) =>
    `Mediante la firma de esta orden de domiciliación, usted autoriza (A) a ${creditor} a enviar instrucciones a su entidad para adeudar su cuenta y ` +
    `(B) a su entidad a efectuar los adeudos en su cuenta siguiendo las instrucciones de ${creditor}. ` +
    "Como parte de sus derechos, usted tiene derecho a que su entidad le reembolse en los términos y condiciones del contrato suscrito con la misma. " +
    "La solicitud de reembolso deberá efectuarse dentro de las 8 semanas siguientes a la fecha de adeudo en su cuenta. " +
    "Puede obtener información adicional sobre sus derechos en su entidad financiera.",
  signature: "Firma",
  terminationTitle: "Acuse de recibo de la solicitud de rescisión",
  requestReference: "Referencia de la solicitud",
  receivedAt: "Recibida el",
  reason: "Motivo",
  effectiveDate: "La rescisión surte efecto el",
  effectivePending: "Pendiente de confirmación por la aseguradora",
  /** The reason codes of domain/termination.ts, as locales/es/codes.json words them. */
  terminationReasons: {
    end_of_term: "En la fecha de vencimiento anual",
    hamon: "Tras el primer año (ley Hamon)",
    chatel: "Aviso de vencimiento recibido tarde o no recibido (ley Chatel)",
    sale_of_asset: "Venta del vehículo o del bien asegurado",
    moving: "Mudanza",
    change_of_situation: "Cambio de situación (matrimonio, profesión, jubilación, cese de actividad)",
    death: "Fallecimiento del tomador",
    other: "Otro motivo",
  },
  terminationText: (brand: string, received: string, number: string) =>
    `${brand} acusa recibo, el ${received}, de su solicitud de rescisión del contrato ${number}. ` +
    "Sus coberturas se mantienen hasta la fecha de efecto indicada arriba y terminan en esa fecha. " +
    "La prima pagada por el periodo posterior a esa fecha le será reembolsada. Conserve este acuse de recibo: acredita la fecha de su solicitud.",
  quoteTitle: "Presupuesto",
  quoteNumber: "Número de presupuesto",
  createdOn: "Emitido el",
  validUntil: "Válido hasta",
  priceExclTax: "Prima sin impuestos",
  taxes: "Impuestos",
  fees: "Gastos",
  priceInclTax: "Prima total con impuestos",
  guarantees: "Coberturas",
  quoteText: "Este presupuesto es meramente informativo y no compromete a ninguna de las partes antes de la firma del contrato.",
  notice: {
    title: "Aviso de vencimiento",
    intro: (brand: string) =>
      `${brand} le informa de la prima que vence en su contrato en la fecha indicada a continuación. ` +
      "Se cobrará con el medio de pago del contrato; conserve este aviso con su documentación contable.",
    amount: "Importe adeudado",
    reference: "Referencia del aviso",
  },
};
