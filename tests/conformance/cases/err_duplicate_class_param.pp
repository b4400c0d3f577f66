class c ( $a, $a ) {}
