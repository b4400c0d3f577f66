class a($p) {}
include a
