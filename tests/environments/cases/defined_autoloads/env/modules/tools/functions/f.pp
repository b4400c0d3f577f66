function tools::f() { 1 }
