-- Notification titles and buttons become codes the portal words (codes:notification.title.<code>,
-- codes:notification.button.<code>; decision 0080). Every word the broker ever wrote, in the five
-- languages, becomes its code; locales/<lng>/codes.json holds the same words (broker/test/notification-codes.test.ts).
UPDATE "notification" AS n SET "title" = m.code
FROM (VALUES
  ('Amendment awaiting your approval', 'amendment_pending'), -- en
  ('Amendment approved', 'amendment_approved'), -- en
  ('Unpaid instalment', 'unpaid'), -- en
  ('Payment received', 'payment_received'), -- en
  ('Documents to provide', 'required_documents'), -- en
  ('Documents to sign', 'signature_needed'), -- en
  ('Direct debit disputed', 'debit_disputed'), -- en
  ('Avenant en attente de validation', 'amendment_pending'), -- fr
  ('Avenant validé', 'amendment_approved'), -- fr
  ('Échéance impayée', 'unpaid'), -- fr
  ('Paiement reçu', 'payment_received'), -- fr
  ('Justificatifs à fournir', 'required_documents'), -- fr
  ('Documents à signer', 'signature_needed'), -- fr
  ('Contestation de prélèvement', 'debit_disputed'), -- fr
  ('Nachtrag wartet auf Freigabe', 'amendment_pending'), -- de
  ('Nachtrag freigegeben', 'amendment_approved'), -- de
  ('Offene Zahlung', 'unpaid'), -- de
  ('Zahlung erhalten', 'payment_received'), -- de
  ('Nachweise einzureichen', 'required_documents'), -- de
  ('Dokumente zu unterschreiben', 'signature_needed'), -- de
  ('Lastschriftrückgabe', 'debit_disputed'), -- de
  ('Appendice in attesa di approvazione', 'amendment_pending'), -- it
  ('Appendice approvata', 'amendment_approved'), -- it
  ('Rata non pagata', 'unpaid'), -- it
  ('Pagamento ricevuto', 'payment_received'), -- it
  ('Documenti da fornire', 'required_documents'), -- it
  ('Documenti da firmare', 'signature_needed'), -- it
  ('Contestazione di addebito', 'debit_disputed'), -- it
  ('Suplemento pendiente de aprobación', 'amendment_pending'), -- es
  ('Suplemento aprobado', 'amendment_approved'), -- es
  ('Recibo impagado', 'unpaid'), -- es
  ('Pago recibido', 'payment_received'), -- es
  ('Documentos por aportar', 'required_documents'), -- es
  ('Documentos para firmar', 'signature_needed'), -- es
  ('Devolución de recibo', 'debit_disputed') -- es
) AS m(word, code)
WHERE n."title" = m.word;
--> statement-breakpoint
UPDATE "notification" AS n SET "button_message" = m.code
FROM (VALUES
  ('Continue', 'continue'), -- en
  ('Pay now', 'pay'), -- en
  ('Upload', 'upload'), -- en
  ('Sign', 'sign'), -- en
  ('Continuer', 'continue'), -- fr
  ('Régulariser', 'pay'), -- fr
  ('Déposer', 'upload'), -- fr
  ('Signer', 'sign'), -- fr
  ('Weiter', 'continue'), -- de
  ('Jetzt zahlen', 'pay'), -- de
  ('Hochladen', 'upload'), -- de
  ('Unterschreiben', 'sign'), -- de
  ('Continua', 'continue'), -- it
  ('Regolarizza', 'pay'), -- it
  ('Carica', 'upload'), -- it
  ('Firma', 'sign'), -- it
  ('Continuar', 'continue'), -- es
  ('Regularizar', 'pay'), -- es
  ('Subir', 'upload'), -- es
  ('Firmar', 'sign') -- es
) AS m(word, code)
WHERE n."button_message" = m.word;
