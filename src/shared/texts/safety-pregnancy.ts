// Texts of the pregnancy food rules people ask about most that the first rows did not cover (decision 033): raw fish
// in sushi, raw shellfish, smoked fish, runny eggs, raw or undercooked meat, caffeine, alcohol, liquorice root and
// herbal teas. data/nutrients/safety/pregnancy_foods.csv names them by key; merged into safetyTexts (safety.ts) so
// the loader checks each. Every line says what its source page says, with no threshold the page does not give.

/** Messages of these rules, by the key the data uses. */
export const pregnancyMessages: Record<string, string> = {
  // Reasons a food is left out
  reason_raw_shellfish_pregnancy: "raw shellfish (bacteria, viruses or toxins: food poisoning risk in pregnancy)",
  reason_undercooked_meat_pregnancy: "raw or undercooked meat (toxoplasmosis risk in pregnancy)",
  reason_alcohol_pregnancy: "alcohol: in pregnancy, or trying, the safest approach is not to drink alcohol at all",
  // Cautions shown with a food
  caution_raw_fish_sushi_pregnancy:
    "In pregnancy, sushi and other dishes with raw fish are fine only if the fish was frozen first, or cooked; leave out raw shellfish and cold-smoked fish such as smoked salmon in them.",
  caution_smoked_fish_pregnancy:
    "Cold-smoked or cured fish (such as smoked salmon or gravlax) can carry Listeria: in pregnancy, eat it only cooked until steaming hot.",
  caution_runny_eggs_pregnancy:
    "In pregnancy, raw or runny hen eggs are fine if they are British Lion eggs (or produced under the Laid in Britain scheme); cook other eggs until the white and yolk are solid (Salmonella).",
  caution_caffeine_pregnancy:
    "Pregnant: have no more than 200 mg of caffeine a day in all (coffee, tea, green tea, cola, energy drinks and chocolate all count).",
  caution_liquorice_pregnancy: "Pregnant: avoid liquorice root as a supplement and large amounts of liquorice as food.",
  caution_herbal_tea_pregnancy:
    "Little is known about the safety of herbal teas in pregnancy: have them in moderation, and ask your midwife or pharmacist before taking a herbal remedy.",
};
