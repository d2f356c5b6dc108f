import { companySizes } from '@tablica/domain/catalogue';

export const sizeChoices = companySizes.map((size) => ({ id: size, name: `company.sizes.${size}` }));
