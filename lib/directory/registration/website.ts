/** A scheme followed by `//` ("https://", "ftp://"): an address that says how it is reached. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * A website as people write it ("www.walktest.mn", "walktest.mn/about") with the https:// a browser would assume;
 * addresses with a scheme and empty rows are left as they are, for the schema to judge. Shared by the form (when
 * the field is left or the form sent) and the server's parsing, so both accept the same addresses.
 */
export function withWebScheme(value: string): string {
  const address = value.trim();

  return address === '' || HAS_SCHEME.test(address) ? address : `https://${address}`;
}
