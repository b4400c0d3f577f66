class p($x) { notice($x) }
include p
