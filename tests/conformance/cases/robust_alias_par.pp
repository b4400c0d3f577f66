type Foo = Foo
class c(Foo $x) {}
class { c: x => 1 }
