/**
 * The demo's campuses and libraries with their opening hours (spec §1: hours per weekday
 * and campus). `horarios` has one entry per weekday (0 = Sunday) and shift.
 */
type Hours = { dia_semana: number; abertura: string; fechamento: string }[];

function week(shifts: Record<number, [string, string][]>): Hours {
  return Object.entries(shifts).flatMap(([day, list]) =>
    list.map(([abertura, fechamento]) => ({ dia_semana: Number(day), abertura, fechamento })));
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const everyWeekday = (shift: [string, string][]) => Object.fromEntries(WEEKDAYS.map((d) => [d, shift]));

/** Most libraries: weekdays 07:30–22:00, Saturday 08:00–12:00, closed on Sunday. */
const STANDARD = week({ ...everyWeekday([['07:30', '22:00']]), 6: [['08:00', '12:00']] });
/** The hospital library serves the wards: long days, and Sunday too. */
const HOSPITAL = week({ ...everyWeekday([['07:00', '23:00']]), 6: [['08:00', '18:00']], 0: [['08:00', '14:00']] });
/** A small sectoral library that closes for lunch and at weekends. */
const SECTORAL = week(everyWeekday([['08:00', '12:00'], ['13:00', '21:00']]));
/** Evening classes on the coast campus end earlier. */
const COAST = week({ ...everyWeekday([['08:00', '21:00']]), 6: [['08:00', '12:00']] });

export const DEMO_CAMPUSES = [
  {
    nomeCampus: 'Campus Central',
    libraries: [
      { descBiblioteca: 'Biblioteca Central', email: 'bc@ufdemo.edu.br', horarios: STANDARD },
      { descBiblioteca: 'Biblioteca de Ciências Jurídicas', email: 'direito.biblioteca@ufdemo.edu.br', horarios: STANDARD },
    ],
  },
  {
    nomeCampus: 'Campus Norte',
    libraries: [
      { descBiblioteca: 'Biblioteca de Engenharia e Tecnologia', email: 'engenharia.biblioteca@ufdemo.edu.br', horarios: STANDARD },
      { descBiblioteca: 'Biblioteca do Hospital Universitário', email: 'hu.biblioteca@ufdemo.edu.br', horarios: HOSPITAL },
    ],
  },
  {
    nomeCampus: 'Campus do Litoral',
    libraries: [
      { descBiblioteca: 'Biblioteca de Ciências do Mar', email: 'mar.biblioteca@ufdemo.edu.br', horarios: COAST },
      { descBiblioteca: 'Biblioteca Setorial de Educação', email: 'educacao.biblioteca@ufdemo.edu.br', horarios: SECTORAL },
    ],
  },
];
