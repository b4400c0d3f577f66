define d { }
d { 'x': nosuch => 1 }
