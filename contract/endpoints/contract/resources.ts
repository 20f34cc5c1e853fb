/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/contract/resources.ts. */
import { endpoint } from "../../endpoint";
import {
  ContractParams,
  GarageBody,
  VehicleList,
  OptionList,
  ClaimRequirementsQuery,
  ClaimRequirementList,
  WeproovQuery,
  WeproovBody,
} from "../../wire/contracts";

const claimTags = ["claims"];

export const getGarage = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/garage",
  summary: "Garage summary of a fleet or auto contract (vehicle counts)",
  tags: ["garage"],
  auth: "client",
  params: ContractParams,
  response: GarageBody,
});

export const listGarageCars = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/garage/cars",
  summary: "Vehicles of a fleet or auto contract (active: no exit date, or one not yet passed)",
  tags: ["garage"],
  auth: "client",
  params: ContractParams,
  response: VehicleList,
});

export const listClaimNatures = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/resources/claim-natures",
  summary: "Claim natures that can be declared on this contract",
  tags: claimTags,
  auth: "client",
  params: ContractParams,
  response: OptionList,
});

export const listClaimTypes = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/claim-type",
  summary: "Claim types (damage suffered / caused) offered for this contract",
  tags: claimTags,
  auth: "client",
  params: ContractParams,
  response: OptionList,
});

export const listClaimRequirements = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/claim-requirements",
  summary: "Proof documents needed for a claim of a nature (query nature, third_party_involved, physical_injury)",
  tags: claimTags,
  auth: "client",
  params: ContractParams,
  query: ClaimRequirementsQuery,
  response: ClaimRequirementList,
});

export const getClaimCanUseWeproov = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/claim-can-use-weproov",
  summary: "Whether the partner photo-collection service (WeProov) is offered for a claim on this contract",
  tags: claimTags,
  auth: "client",
  params: ContractParams,
  query: WeproovQuery,
  response: WeproovBody,
});
