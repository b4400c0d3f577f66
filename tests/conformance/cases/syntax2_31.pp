define d($title) { }
