class a(String $s) { }
include a
