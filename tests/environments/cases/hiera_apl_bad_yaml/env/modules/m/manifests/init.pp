class m($a = 1) { }
