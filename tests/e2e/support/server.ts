/** Where the end-to-end server runs and how the specs reach its operator controls. */
export const e2eServer = {
  port: Number(process.env.E2E_PORT ?? 8181),
  get url() {
    return `http://localhost:${this.port}`
  },
  adminToken: 'e2e-admin-token-0123456789',
}
