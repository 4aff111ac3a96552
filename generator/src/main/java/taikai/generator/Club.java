package taikai.generator;

/** An invented dojo: its name, where its members' names come from, and how many it sends. */
record Club(String name, Culture culture, int weight) {
}
