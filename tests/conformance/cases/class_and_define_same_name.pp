class x {}
define x() {}
