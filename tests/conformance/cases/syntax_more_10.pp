define d($a, $b = ) {}
