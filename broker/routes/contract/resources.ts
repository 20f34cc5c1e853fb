/**
 * Garage (vehicles of fleet and auto contracts) and the claim resources of
 * a contract (domain/claims.ts): natures, types, required proof, WeProov.
 */
import * as endpoints from "../../../contract/endpoints/contract/resources";
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { vehicles } from "../../db/schema";
import { parisDay } from "../../domain/calendar";
import { canUseWeproov, claimNaturesFor, claimRequirements, claimTypesFor, isNatureAllowed } from "../../domain/claims";
import { contractKindOf, isVehicleKind } from "../../domain/contract-kind";
import { notFound, validationFailed } from "../../http/errors";
import { implement } from "../../http/registry";
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

export const getGarage = implement(endpoints.getGarage, {
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

export const listGarageCars = implement(endpoints.listGarageCars, {
  loads: "contract",
  handler: async ({ db, now, scope, contract }) => {
    const today = parisDay(now);
    return (await garageVehicles(db, scope, contract)).map((v) => toVehicleBody(v, today));
  },
});

export const listClaimNatures = implement(endpoints.listClaimNatures, {
  loads: "contract",
  handler: async ({ contract }) => {
    return claimNaturesFor(contract.type);
  },
});

export const listClaimTypes = implement(endpoints.listClaimTypes, {
  loads: "contract",
  handler: async ({ contract }) => {
    return claimTypesFor(contract.type);
  },
});

export const listClaimRequirements = implement(endpoints.listClaimRequirements, {
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

export const getClaimCanUseWeproov = implement(endpoints.getClaimCanUseWeproov, {
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
