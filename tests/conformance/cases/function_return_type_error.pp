function f() >> String { 1 }
notify { "${f()}": }
