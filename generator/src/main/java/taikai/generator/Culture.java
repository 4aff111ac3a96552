package taikai.generator;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Where an invented entrant's name comes from. The names are common given and family names put
 * together at random, so nobody in a generated folder is a real person; the towns are made up.
 */
enum Culture {
    JAPANESE(List.of("Haruto", "Yuto", "Sota", "Ren", "Kaito", "Riku", "Hina", "Yui", "Aoi", "Mio", "Sakura", "Kenji",
            "Takeshi", "Naoki", "Daisuke", "Emi", "Kaori", "Yuki", "Akira", "Satoshi", "Tomoko", "Masaru", "Keiko",
            "Shun", "Ryo", "Nanami", "Kenta", "Ayumi", "Hiroki", "Misaki"),
            List.of("Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura", "Kobayashi",
                    "Kato", "Yoshida", "Yamada", "Sasaki", "Yamaguchi", "Matsumoto", "Inoue", "Kimura", "Hayashi",
                    "Shimizu", "Mori", "Ikeda", "Hashimoto", "Ishikawa", "Ogawa", "Fujita", "Okada", "Goto",
                    "Hasegawa", "Murakami", "Kondo"),
            List.of("Kitamachi", "Minamidai", "Higashiura", "Nishiyama")),
    DUTCH(List.of("Daan", "Sem", "Lars", "Bram", "Thijs", "Jesse", "Sanne", "Lotte", "Fleur", "Anouk", "Femke", "Joost",
            "Maarten", "Pieter", "Eline", "Ruben", "Wouter", "Iris", "Niels", "Floor"),
            List.of("de Vries", "van Dijk", "Bakker", "Janssen", "Visser", "Smit", "Meijer", "de Boer", "Mulder",
                    "de Groot", "Bos", "Vos", "Hendriks", "van Leeuwen", "Dekker", "Brouwer", "de Wit", "Dijkstra",
                    "van der Linden", "Kuipers"),
            List.of("Westerveen", "Lindewaard", "Oudemeer", "Bremholt", "Eikendaal", "Kranenburcht")),
    GERMAN(List.of("Lukas", "Jonas", "Felix", "Leon", "Maximilian", "Paul", "Anna", "Lena", "Laura", "Sophie",
            "Katharina", "Tobias", "Florian", "Johanna", "Moritz", "Clara", "Greta", "Jörg", "Ulrike", "Henrik"),
            List.of("Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz",
                    "Hoffmann", "Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Braun", "Zimmermann",
                    "Krüger", "Hartmann"),
            List.of("Eichenhain", "Buchwalde", "Steinbrücken", "Falkenried", "Weidenthal", "Hohenmoor")),
    FRENCH(List.of("Louis", "Hugo", "Arthur", "Jules", "Gabriel", "Léa", "Chloé", "Manon", "Camille", "Inès", "Théo",
            "Mathis", "Élise", "Juliette", "Antoine", "Baptiste", "Margaux", "Amélie", "Rémi", "Céline"),
            List.of("Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau",
                    "Simon", "Laurent", "Lefebvre", "Michel", "Bertrand", "Roux", "Fournier", "Morel", "Girard",
                    "Bonnet"),
            List.of("Montclaret", "Val-des-Saules", "Belcastel-sur-Lys", "Fontaine-aux-Chênes", "Châtelbrune")),
    BRITISH(List.of("Oliver", "George", "Harry", "Jack", "Charlie", "Thomas", "Amelia", "Olivia", "Isla", "Emily",
            "Poppy", "Alfie", "Callum", "Eleanor", "Rhys", "Fiona", "Hamish", "Niamh", "Gareth", "Imogen"),
            List.of("Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson",
                    "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Clarke",
                    "Hughes"),
            List.of("Hollowmere", "Kingsbarrow", "Eastwick Green", "Thornbury Vale", "Millbridge")),
    ITALIAN(List.of("Marco", "Luca", "Giulia", "Chiara", "Matteo", "Francesca", "Alessandro", "Sofia", "Davide",
            "Elena"),
            List.of("Rossi", "Bianchi", "Esposito", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno",
                    "Gallo"),
            List.of("Sanvalle", "Pietralba", "Borgo Ceresio")),
    SWEDISH(List.of("Erik", "Astrid", "Oskar", "Linnea", "Axel", "Maja", "Gustav", "Ebba", "Nils", "Saga"),
            List.of("Johansson", "Lindqvist", "Andersson", "Karlsson", "Nilsson", "Berg", "Lundgren", "Holm",
                    "Sandberg", "Ek"),
            List.of("Björkvik", "Ekholmen", "Strandås")),
    POLISH(List.of("Kacper", "Zofia", "Jakub", "Maja", "Szymon", "Julia", "Mateusz", "Zuzanna", "Piotr", "Agnieszka"),
            List.of("Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamiński", "Lewandowski", "Zieliński",
                    "Szymański", "Dąbrowski", "Kozłowski"),
            List.of("Zielonowo", "Brzozów Mały", "Dębowiec")),
    KOREAN(List.of("Min-jun", "Seo-yeon", "Ji-ho", "Ha-eun", "Do-yun", "Su-bin", "Jae-won", "Eun-ji"),
            List.of("Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon"),
            List.of("Haneul", "Sodong"));

    private final List<String> given;
    private final List<String> family;
    private final List<String> towns;

    Culture(List<String> given, List<String> family, List<String> towns) {
        this.given = given;
        this.family = family;
        this.towns = towns;
    }

    /** A full name, given name first as the entry forms of a European tournament print it. */
    String person(SplittableRandom random) {
        return given.get(random.nextInt(given.size())) + " " + family.get(random.nextInt(family.size()));
    }

    /** The family name alone, as a zekken shows it. */
    static String familyName(String person, Culture culture) {
        for (String f : culture.family) {
            if (person.endsWith(" " + f)) {
                return f;
            }
        }
        return person.substring(person.lastIndexOf(' ') + 1);
    }

    String town(SplittableRandom random) {
        return towns.get(random.nextInt(towns.size()));
    }
}
