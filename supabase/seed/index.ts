export async function seedDemoCatalogue(url: string): Promise<void> {
  void url;
}
