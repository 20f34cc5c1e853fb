/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/client/rights.ts. */
import { endpoint, binary } from "../../endpoint";
import { ClientParams } from "../../wire/common";
import { RightsExerciseInput, RightsExerciseBody } from "../../wire/client-space";
import { RightsExerciseList, RightsExerciseParams, RightsExportQuery } from "../../wire/requests";

export const createRightsExercise = endpoint({
  method: "post",
  path: "/v2/clients/{client}/rights-exercise",
  summary: "Data-rights (GDPR) request of the client or the prospect; stored with its due date, acknowledged by e-mail",
  tags: ["client"],
  auth: "customer",
  params: ClientParams,
  body: RightsExerciseInput,
  response: RightsExerciseBody,
  status: 201,
});

export const listRightsExercises = endpoint({
  method: "get",
  path: "/v2/clients/{client}/rights-exercise",
  summary: "The data-rights requests the session's account made for the client (or as the prospect), newest first, with state and due date",
  tags: ["client"],
  auth: "customer",
  params: ClientParams,
  response: RightsExerciseList,
});

export const downloadRightsExport = endpoint({
  method: "get",
  path: "/v2/clients/{client}/rights-exercise/{id}/data",
  summary: "The asking person's data, answer to their access or portability request (JSON, or PDF with ?format=pdf&lang=)",
  description:
    "404 unless the request is the session's account's, on the client (or the prospect), for access or portability, and answered (decision 0275). The client's record and contracts are in it only for the client's own account, not a delegate's. A prospect's answer is JSON only (its PDF is a 404).",
  tags: ["client"],
  auth: "customer",
  params: RightsExerciseParams,
  query: RightsExportQuery,
  response: binary("application/json", "application/pdf"),
});
