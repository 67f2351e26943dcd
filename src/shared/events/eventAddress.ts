// How a location reads (spec section 3): 'address1, address2, city state postalCode', leaving out what is missing.

type AddressLike = {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  admin1?: string | null;
  postalCode?: string | null;
};

export function addressLine(address: AddressLike | null | undefined): string {
  if (!address) return '';
  const clean = (value: string | null | undefined) => value?.trim() ?? '';
  const locality = [address.city, address.admin1, address.postalCode].map(clean).filter(Boolean).join(' ');
  return [clean(address.address1), clean(address.address2), locality].filter(Boolean).join(', ');
}
