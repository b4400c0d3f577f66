type Foo = Foo
[1].each |Foo $x| { }
