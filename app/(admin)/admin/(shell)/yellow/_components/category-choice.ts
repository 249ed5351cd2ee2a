/** A sub category as the pickers offer it (a few dozen rows, given whole to the screens that pick one). */
export type CategoryChoice = { id: number; code: string; nameMn: string; mainCode: string };
