/** A multipart/form-data request as the SPA's client sends one (its `body` field and files), for `app.inject`. */
export interface FilePart { readonly contentType: string; readonly bytes: Uint8Array; readonly name?: string }

export const multipart = async (body: unknown, field: string, files: ReadonlyArray<FilePart>): Promise<{ payload: Buffer; contentType: string }> => {
  const form = new FormData()
  form.append('body', JSON.stringify(body))
  for (const f of files) form.append(field, new Blob([new Uint8Array(f.bytes)], { type: f.contentType }), f.name ?? 'proof')
  // Request serialises the form exactly as fetch would send it.
  const req = new Request('http://localhost/', { method: 'POST', body: form })
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! }
}
