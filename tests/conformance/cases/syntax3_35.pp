function f() >> String { 1 }
