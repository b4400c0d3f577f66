class p($x) {}
include p
