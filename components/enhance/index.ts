/**
 * Vanilla enhancements every page gets (header menus, badge dialog). Stub: replaced by the
 * native-ui work, which writes the real one; the islands entry calls it once per page.
 */
export function enhance(doc: Document): void {
  void doc;
}
