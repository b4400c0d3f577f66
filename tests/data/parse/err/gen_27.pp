define d($name) { }
