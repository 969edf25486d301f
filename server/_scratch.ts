import geoip from 'geoip-country'
const t0 = Date.now()
for (const ip of ['112.198.0.1','49.145.0.1','120.28.0.1','8.8.8.8','127.0.0.1','10.0.0.1','::1','2001:4860:4860::8888','1.1.1.1','203.177.0.1']) console.log(ip, JSON.stringify(geoip.lookup(ip)))
console.log(Date.now()-t0)
