type MyInt = Integer[1, 10]
class c(MyInt $x) {}
class { 'c': x => 20 }
