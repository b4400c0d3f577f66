type Foo = Foo
notice(Foo)
