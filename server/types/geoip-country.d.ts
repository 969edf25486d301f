// geoip-country ships no type declarations; this covers the one call the server makes.
declare module 'geoip-country' {
  interface Lookup {
    readonly country: string
    readonly name?: string
  }
  const geoip: { lookup(ip: string): Lookup | null }
  export default geoip
}
