define foo($a $b) { }
