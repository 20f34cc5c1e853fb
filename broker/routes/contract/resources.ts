/**
 * Garage (vehicles of fleet and auto contracts) and the claim resources of
 * a contract (domain/claims.ts): natures, types, required proof, WeProov.
 */
import { asc } from "drizzle-orm";
import {
  ClaimRequirementList,
  ClaimRequirementsQuery,
  ContractParams,
  GarageBody,
  OptionList,
  VehicleList,
  WeproovBody,
  WeproovQuery,
} from "../../../contract/wire/contracts";
import type { Database } from "../../db/client";
import { vehicles } from "../../db/schema";
import { parisDay } from "../../domain/calendar";
import { canUseWeproov, claimNaturesFor, claimRequirements, claimTypesFor, isNatureAllowed } from "../../domain/claims";
import { contractKindOf, isVehicleKind } from "../../domain/contract-kind";
import { notFound, validationFailed } from "../../http/errors";
import { defineRoute } from "../../http/registry";
import { toVehicleBody, type ContractRow } from "../../views/contracts";
import { ofContract } from "../../scope/contract-rows";
import { type Scope } from "../../scope/contract";

/** Vehicles of a vehicle contract; other contracts have no garage (404, like the menu that has no such tab). */
async function garageVehicles(db: Database, scope: Scope, contract: ContractRow) {
  if (!isVehicleKind(contractKindOf(contract.type))) throw notFound();
  return db
    .select()
    .from(vehicles)
    .where(ofContract(vehicles, scope, contract.id))
    .orderBy(asc(vehicles.entryDate), asc(vehicles.registrationNumber));
}

export const getGarage = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/garage",
  summary: "Garage summary of a fleet or auto contract (vehicle counts)",
  tags: ["garage"],
  auth: "client",
  params: ContractParams,
  response: GarageBody,
  loads: "contract",
  handler: async ({ db, now, scope, contract }) => {
    const today = parisDay(now);
    const cars = (await garageVehicles(db, scope, contract)).map((v) => toVehicleBody(v, today));
    const active = cars.filter((v) => v.active);
    return {
      contract_id: contract.id,
      total: cars.length,
      active: active.length,
      company: active.filter((v) => v.affiliation === "company").length,
      manager: active.filter((v) => v.affiliation === "manager").length,
    };
  },
});

export const listGarageCars = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/garage/cars",
  summary: "Vehicles of a fleet or auto contract (active: no exit date, or one not yet passed)",
  tags: ["garage"],
  auth: "client",
  params: ContractParams,
  response: VehicleList,
  loads: "contract",
  handler: async ({ db, now, scope, contract }) => {
    const today = parisDay(now);
    return (await garageVehicles(db, scope, contract)).map((v) => toVehicleBody(v, today));
  },
});

const claimTags = ["claims"];

export const listClaimNatures = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/resources/claim-natures",
  summary: "Claim natures that can be declared on this contract",
  tags: claimTags,
  auth: "client",
  params: ContractParams,
  response: OptionList,
  loads: "contract",
  handler: async ({ contract }) => {
    return claimNaturesFor(contract.type);
  },
});

export const listClaimTypes = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/claim-type",
  summary: "Claim types (damage suffered / caused) offered for this contract",
  tags: claimTags,
  auth: "client",
  params: ContractParams,
  response: OptionList,
  loads: "contract",
  handler: async ({ contract }) => {
    return claimTypesFor(contract.type);
  },
});

export const listClaimRequirements = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/claim-requirements",
  summary: "Proof documents needed for a claim of a nature (query nature, third_party_involved, physical_injury)",
  tags: claimTags,
  auth: "client",
  params: ContractParams,
  query: ClaimRequirementsQuery,
  response: ClaimRequirementList,
  loads: "contract",
  handler: async ({ query, contract }) => {
    if (!isNatureAllowed(contract.type, query.nature)) throw validationFailed({ nature: ["field.not-allowed"] });
    return claimRequirements({
      contractType: contract.type,
      nature: query.nature,
      thirdPartyInvolved: query.third_party_involved,
      physicalInjury: query.physical_injury,
    });
  },
});

export const getClaimCanUseWeproov = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/claim-can-use-weproov",
  summary: "Whether the partner photo-collection service (WeProov) is offered for a claim on this contract",
  tags: claimTags,
  auth: "client",
  params: ContractParams,
  query: WeproovQuery,
  response: WeproovBody,
  loads: "contract",
  handler: async ({ query, contract }) => {
    if (query.nature !== undefined && !isNatureAllowed(contract.type, query.nature)) throw validationFailed({ nature: ["field.not-allowed"] });
    return {
      can_use_weproov: canUseWeproov({
        contractType: contract.type,
        nature: query.nature as Parameters<typeof canUseWeproov>[0]["nature"],
      }),
    };
  },
});

export const contractResourceRoutes = [getGarage, listGarageCars, listClaimNatures, listClaimTypes, listClaimRequirements, getClaimCanUseWeproov];
