define w(String $s) { }
w { 'one': s => 5 }
