/** Where one contract's endpoints live: every path under it names the client and the contract. */
export const contractPath = "/v2/clients/{client}/contracts/{contract}";
