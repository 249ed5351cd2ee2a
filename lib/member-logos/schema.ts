import { z } from 'zod';

const M = 'admin.organisation';

/**
 * Seeds 5 and 7 (`/insert/membership`): name ('Нэр оруулна уу') then logo ('Логог оруулна уу') required, link
 * optional. A logo shows in the board grid, the main grid or both, so at least one of the two is needed (the
 * table's check says the same).
 */
export const memberLogoSchema = z
  .object({
    name: z.string().trim().min(1, `${M}.nameRequired`).max(200),
    name_en: z.string().trim().max(200).default(''),
    logo: z.string().trim().min(1, `${M}.membership.logoRequired`).max(512),
    link: z
      .string()
      .trim()
      .max(500)
      .refine((link) => link === '' || /^https?:\/\/\S+$/i.test(link), `${M}.linkInvalid`)
      .default(''),
    board_member: z.boolean(),
    main_member: z.boolean(),
  })
  .refine((logo) => logo.board_member || logo.main_member, {
    message: `${M}.membership.groupRequired`,
    path: ['board_member'],
  });
export type MemberLogoInput = z.input<typeof memberLogoSchema>;

export const memberLogoUpdateSchema = z.intersection(z.object({ id: z.number().int().positive() }), memberLogoSchema);

export const memberLogoIdSchema = z.object({ id: z.coerce.number().int().positive() });
